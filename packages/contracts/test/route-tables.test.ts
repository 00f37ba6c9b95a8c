import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiOperations, openApiPath, platformOperations, serviceNames } from '../src/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every route every service mounts from the service kit (health, readiness, events): the kit's README lists them. */
const platformRoutes = new Set(Object.values(platformOperations).map((operation) => `${operation.method.toUpperCase()} ${openApiPath(operation.path)}`));

/**
 * The routes a README's tables list: each row whose first cell is `METHOD /path` (one route a row,
 * path parameters written `{name}` as in the OpenAPI document).
 */
function routesIn(text: string): string[] {
  return [...text.matchAll(/^\| *((?:GET|POST|PUT|PATCH|DELETE) [^|]*?) *\|/gm)].map((match) => match[1] ?? '');
}

describe('the route table of each service README', () => {
  it.each(serviceNames)('%s: lists every route of its operations, one a row, and nothing else', async (service) => {
    const listed = routesIn(await readFile(path.join(repoRoot, 'services', service, 'README.md'), 'utf8')).filter((route) => !platformRoutes.has(route));
    const declared = apiOperations
      .filter((operation) => operation.service === service)
      .map((operation) => `${operation.method.toUpperCase()} ${openApiPath(operation.path)}`);
    expect(
      listed.filter((route, index) => listed.indexOf(route) !== index),
      'listed twice',
    ).toEqual([]);
    expect({ missing: declared.filter((route) => !listed.includes(route)), notAnOperation: listed.filter((route) => !declared.includes(route)) }).toEqual({
      missing: [],
      notAnOperation: [],
    });
  });
});
