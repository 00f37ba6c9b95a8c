import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApiPath, operationsOf, serviceOperations, type ApiOperation } from '@academy/contracts';
import { buildOpenApiDocument } from '@academy/contracts/openapi';
import type { MountedRoute } from '@academy/service-kit';
import { serviceNames } from '../src/paths.ts';
import { startServices, type RunningServices } from './support/running-services.ts';

/*
 * Every route every service mounts is in the OpenAPI document, with its contract. The routes come
 * from the running services themselves (GET /internal/routes, read from each Express app's router
 * stack, development provider, test-mode payments and mailbox included), so a route registered
 * without an operation in @academy/contracts fails here, naming it.
 */

let services: RunningServices | undefined;
let mounted = {} as RunningServices['mounted'];
const document = buildOpenApiDocument();

const key = (route: MountedRoute) => `${route.method} ${route.path}`;
const operationKey = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;

beforeAll(async () => {
  services = await startServices(inject('postgresAdminUrl'), { INTERNAL_EVENTS_TOKEN: 'openapi-coverage-events-token' });
  mounted = services.mounted;
}, 180_000);

afterAll(async () => {
  await services?.stop();
});

describe('the OpenAPI document and the mounted routes', () => {
  it('has an operation in the contracts for every route every service mounts', () => {
    const missing = serviceNames.flatMap((name) => {
      const declared = new Set(operationsOf(name).map(operationKey));
      return mounted[name].filter((route) => !declared.has(key(route))).map((route) => `${name}: ${key(route)}`);
    });
    expect(missing, `mounted routes with no operation in @academy/contracts (register them with route()):\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('describes every mounted route under its path and method', () => {
    const paths = document.paths as Record<string, Record<string, unknown> | undefined>;
    const undescribed = serviceNames.flatMap((name) =>
      mounted[name].filter((route) => paths[openApiPath(route.path)]?.[route.method.toLowerCase()] === undefined).map((route) => `${name}: ${key(route)}`),
    );
    expect(undescribed, `mounted routes missing from the OpenAPI document:\n  ${undescribed.join('\n  ')}`).toEqual([]);
  });

  it('gives every mounted route that answers JSON its response schema, and its path parameters a schema', () => {
    const incomplete = serviceNames.flatMap((name) =>
      mounted[name].flatMap((route) => {
        const op = operationsOf(name).find((candidate) => operationKey(candidate) === key(route));
        if (!op) return [];
        const answersJson = !op.redirect && !op.produces && op.status !== 204 && !op.retired;
        const problems: string[] = [];
        if (answersJson && !op.response) problems.push(`${name}: ${key(route)} answers JSON without a response schema`);
        if (route.path.includes(':') && !op.params) problems.push(`${name}: ${key(route)} has path parameters without a params schema`);
        return problems;
      }),
    );
    expect(incomplete).toEqual([]);
  });

  it('has no operation that its service does not mount', () => {
    const stale = serviceNames.flatMap((name) => {
      const routes = new Set(mounted[name].map(key));
      return Object.values(serviceOperations[name])
        .filter((op) => !routes.has(operationKey(op)))
        .map((op) => `${name}: ${operationKey(op)}`);
    });
    expect(stale, `operations no service mounts:\n  ${stale.join('\n  ')}`).toEqual([]);
  });
});
