// After `rsbuild build`: writes the landing page's markup into dist/index.html, replaces the build's
// script tags with the small boot script (src/boot/boot.ts) that loads them when they are needed,
// links the stylesheet from the page itself, writes dist/app.html (the page of every other route:
// no landing markup, the app's scripts preloaded), and precompresses what it wrote (gzip and brotli). See
// docs/decisions/014-prerendered-landing-page.md.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, writePrecompressed } from '@academy/build-config';
import { importBundledForNode } from '@academy/build-config/prerender-pages';
import { build } from 'esbuild';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGE_ATTRIBUTE, PRERENDERED_PAGE_CLASS, STATIC_LANDING_ATTRIBUTE } from '../src/boot/boot-handoff.ts';
import {
  documentAudiences,
  pageHeadPath,
  pageIncludeMarkup,
  routeDocumentPath,
  routePageIncludeMarkup,
  type DocumentAudience,
} from '@academy/web-kit/route-documents';
import { routeOwnership, shellPaths } from '@academy/web-kit/routes';
import type * as Renderers from '../src/prerender/renderers.ts';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(shellDir, 'dist');

/** The file, and its gzip and brotli encodings beside it (the gateway serves those as they are). */
async function writeWithEncodings(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writePrecompressed(file, content);
}

/** The boot script: one small classic script, content-hashed like the build's own assets. */
async function buildBootScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(shellDir, 'src/boot/boot-entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const url = `/static/js/boot.${hash}.js`;
  await writeWithEncodings(path.join(dist, url), code);
  return url;
}

/** The renderers (the landing page, the routes' frames), bundled for Node from the same components the app renders. */
function loadRenderers(): Promise<typeof Renderers> {
  return importBundledForNode<typeof Renderers>(path.join(shellDir, 'src/prerender/renderers.ts'));
}

/** The markup without <script> elements: the static page runs no script of its own. */
function withoutInlineScripts(markup: string): string {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

const htmlFile = path.join(dist, 'index.html');
let html = await readFile(htmlFile, 'utf8');

// The build's own script tags leave the page: the boot script loads them when the app is wanted.
const appScripts: string[] = [];
html = html.replace(/<script defer src="([^"]+)"><\/script>/g, (_tag, src: string) => {
  appScripts.push(src);
  return '';
});
if (appScripts.length === 0) throw new Error('prerender: no <script defer src> in dist/index.html (was the rsbuild output changed?)');

// The app's stylesheet: the build links it from the page when the app's first chunk imports it;
// otherwise the page links it itself (the app's chunk loader then finds it there and does not load it again).
const stylesheets = (await filesUnder(path.join(dist, 'static', 'css')))
  .filter((file) => file.endsWith('.css'))
  .map((file) => `/${path.relative(dist, file).split(path.sep).join('/')}`)
  .filter((href) => !html.includes(`href="${href}"`));

const bootUrl = await buildBootScript();
// The router's scroll restoration renders an inline <script> on the server; the gateway's policy
// forbids inline scripts (and the app restores scroll itself once it runs), so the page carries none.
const renderers = await loadRenderers();
const markup = withoutInlineScripts(await renderers.renderLandingMarkup());

const bootTag = `<script defer src="${bootUrl}" data-app-scripts='${JSON.stringify(appScripts)}'></script>`;
const stylesheetLinks = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`);
const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('prerender: no <div id="root"></div> in dist/index.html');

// The app's page (app.html), for every client-side route but '/' (the gateway's route table):
// no landing markup, and the app's scripts requested by the page itself, alongside the boot script
// rather than after it has run (the boot script's tags then find them already on their way).
// Low priority, as the boot script's own tags would be: the stylesheet and the boot script (which
// starts the page's reads and its remote) go first.
const appScriptPreloads = appScripts.map((src) => `<link rel="preload" as="script" fetchpriority="low" href="${src}">`).join('');
const appHead = [bootTag, appScriptPreloads, ...stylesheetLinks].join('');
await writeWithEncodings(path.join(dist, 'app.html'), html.replace('</head>', `${appHead}</head>`));

// The route documents (docs/decisions/018-pages-in-their-html.md), before the landing markup goes
// into `html`: each page route's frame for its audiences, the page itself the gateway's include of
// the owner's prerendered page (when the owner has none, preloads of the app's scripts). Only the
// boot script and the stylesheets in the head: with a page, the boot script asks for the app once
// the page has painted. Not
// precompressed: the gateway fills the include on every request, then compresses.
const documentHead = [bootTag, ...stylesheetLinks].join('');
/** A route's document for an audience: the frame with `page` in the holder where the frame's slot was. */
async function writeRouteDocument(routePath: string, audience: DocumentAudience, frame: string, owner: string, page: string, ownerHead = ''): Promise<void> {
  if (!frame.includes(renderers.PAGE_SLOT_MARKUP)) throw new Error(`prerender: the frame of ${routePath} has no page slot`);
  // The page's holder takes no box of its own (display: contents): the page lays out in <main> as the app's does.
  const body = frame.replace(renderers.PAGE_SLOT_MARKUP, `<div ${PRERENDERED_PAGE_ATTRIBUTE}="${owner}" class="${PRERENDERED_PAGE_CLASS}">${page}</div>`);
  const document = html
    .replace('</head>', `${documentHead}${ownerHead}</head>`)
    .replace(root, `<div id="root"><div ${PRERENDERED_ATTRIBUTE}="frame">${body}</div></div>`);
  const file = path.join(dist, routeDocumentPath(routePath, audience));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, document);
}

// Without a prerendered page nothing paints sooner for waiting: the include's stub asks for the
// app's scripts from the start, as app.html does (a preload is honoured in the body too). A route
// whose owner draws one page for all its paths includes that page, whatever the path
// (docs/decisions/059-one-first-view-for-every-path-of-a-route.md).
let documents = 0;
for (const route of routeOwnership) {
  // What the owner's pages need in the head (their stylesheets): there, it outlives the static page the app replaces.
  const ownerHead = pageIncludeMarkup(pageHeadPath(route.owner), '', 'no-head');
  for (const audience of documentAudiences(route)) {
    const frame = withoutInlineScripts(await renderers.renderRouteFrameMarkup(route, audience));
    const page = routePageIncludeMarkup(route, audience, appScriptPreloads);
    await writeRouteDocument(route.path, audience, frame, route.owner, page, ownerHead);
    documents += 1;
  }
}
// The shell's own pages (the terms, the privacy policy): it draws them itself, so their documents
// hold the page as the app first draws it, not an include; the shell's stylesheet is already linked.
for (const shellPath of shellPaths) {
  for (const audience of documentAudiences({ access: 'public' })) {
    const { frame, page } = await renderers.renderShellPageMarkup(shellPath, audience);
    await writeRouteDocument(shellPath, audience, withoutInlineScripts(frame), 'shell', withoutInlineScripts(page));
    documents += 1;
  }
}

// The landing page (index.html, at '/'): the prerendered page, and only the boot script.
const head = [
  // Hidden until the boot script knows the visitor is signed out (a signed-in user gets the dashboard).
  `<style>html:not([${STATIC_LANDING_ATTRIBUTE}]) [${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
  ...stylesheetLinks,
  bootTag,
].join('');
html = html.replace('</head>', `${head}</head>`);
html = html.replace(root, `<div id="root"><div ${PRERENDERED_ATTRIBUTE}="landing">${markup}</div></div>`);

await writeWithEncodings(htmlFile, html);
console.log(
  `prerender: ${documents} route documents; landing page (${(markup.length / 1024).toFixed(1)} KB of markup) and app page, boot script ${bootUrl}, app scripts ${appScripts.join(', ')}`,
);
