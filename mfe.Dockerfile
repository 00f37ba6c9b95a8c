# syntax=docker/dockerfile:1.7
# One image per remote: docker build -f mfe.Dockerfile --build-arg SLICE=tools .
# (SLICE is learning, tools, commerce or backoffice.) A small nginx serving the remote's static
# bundle at /mfe/<slice>/; the gateway proxies there (docs/decisions/040-an-image-per-slice.md).
# Only the root manifests, packages/, the remote's own folder and its slice's content reach its
# build: another remote, the shell or another slice changing never rebuilds it.

# The remote's nginx.conf, rendered from the route table by the gateway's code.
FROM node:20-bookworm-slim AS config
ARG SLICE
RUN test -n "$SLICE" || (echo "build with --build-arg SLICE=<learning|tools|commerce|backoffice>" >&2 && exit 1)
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/ packages/
COPY gateway/ gateway/
RUN npm ci --no-audit --no-fund --ignore-scripts -w @academy/gateway
RUN npx tsx gateway/src/render-production.ts /out --remote "$SLICE"

# The remote's build: its workspace installed alone, with the root's tools its build script runs
# (tsx), and the content its slice ships (services/<slice>/content: the pages it prerenders are drawn
# from it, decision 018; backoffice has none, and the glob then copies nothing).
FROM node:20-bookworm-slim AS build
ARG SLICE
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/ packages/
COPY mfe-${SLICE}/ mfe-${SLICE}/
COPY service[s]/${SLICE}/content services/${SLICE}/content/
RUN npm ci --no-audit --no-fund --ignore-scripts --include-workspace-root -w @academy/mfe-${SLICE}
RUN npm run build -w @academy/mfe-${SLICE}

FROM nginx:1.28-alpine
ARG SLICE
RUN rm -f /etc/nginx/conf.d/default.conf
COPY --from=config /out/etc/nginx/ /etc/nginx/
COPY --from=build /app/mfe-${SLICE}/dist/ /usr/share/nginx/academy/mfe/${SLICE}/
EXPOSE 80
