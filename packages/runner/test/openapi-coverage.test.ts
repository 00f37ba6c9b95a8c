import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openApiPath, operationsOf, serviceOperations, type ApiOperation } from '@academy/contracts';
import { buildOpenApiDocument } from '@academy/contracts/openapi';
import { ROUTE_LIST_PATH, type MountedRoute } from '@academy/service-kit';
import { createTestDatabase, freePort, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { serviceNames, type ServiceName } from '../src/paths.ts';
import { startServiceProcess, type ServiceProcess } from '../src/service-process.ts';

/*
 * Every route every service mounts is in the OpenAPI document, with its contract. The routes come
 * from the running services themselves (GET /internal/routes, read from each Express app's router
 * stack, development provider, test-mode payments and mailbox included), so a route registered
 * without an operation in @academy/contracts fails here, naming it.
 */

const EVENTS_TOKEN = 'openapi-coverage-events-token';

let identity: IdentityProcess;
const processes: ServiceProcess[] = [];
const databases: TestDatabase[] = [];
let logDir: string;
const mounted = {} as Record<ServiceName, MountedRoute[]>;
const document = buildOpenApiDocument();

const key = (route: MountedRoute) => `${route.method} ${route.path}`;
const operationKey = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;

async function routesOf(url: string, name: string): Promise<MountedRoute[]> {
  const response = await fetch(`${url}${ROUTE_LIST_PATH}`);
  if (!response.ok) throw new Error(`${name}: GET ${ROUTE_LIST_PATH} answered ${response.status}`);
  return (await response.json()) as MountedRoute[];
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  logDir = await mkdtemp(path.join(os.tmpdir(), 'openapi-coverage-'));
  identity = await startIdentityProcess(adminUrl, { INTERNAL_EVENTS_TOKEN: EVENTS_TOKEN });
  mounted.identity = await routesOf(identity.url, 'identity');
  await Promise.all(
    serviceNames
      .filter((name) => name !== 'identity')
      .map(async (name) => {
        const database = await createTestDatabase(adminUrl, name);
        databases.push(database);
        const service = await startServiceProcess({
          name,
          port: await freePort(),
          env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: database.url, IDENTITY_URL: identity.url, PUBLIC_URL: identity.url, INTERNAL_EVENTS_TOKEN: EVENTS_TOKEN },
          logFile: path.join(logDir, `${name}.log`),
        });
        processes.push(service);
        mounted[name] = await routesOf(service.url, name);
      }),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map((service) => service.stop()));
  await identity?.stop();
  await Promise.all(databases.map((database) => database.drop()));
  if (logDir) await rm(logDir, { recursive: true, force: true });
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
        const answersJson = !op.redirect && !op.produces && op.status !== 204;
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
      return Object.values(serviceOperations[name]).filter((op) => !routes.has(operationKey(op))).map((op) => `${name}: ${operationKey(op)}`);
    });
    expect(stale, `operations no service mounts:\n  ${stale.join('\n  ')}`).toEqual([]);
  });
});
