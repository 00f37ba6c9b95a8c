import { describe, expect, it } from 'vitest';
import { apiOperations, buildOpenApiDocument } from '../src/index.ts';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('describes every operation once, under its path and method', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(described.sort()).toEqual(apiOperations.map((op) => `${op.method} ${op.path}`).sort());
  });

  it('gives JSON answers their schema and signed-in operations the 401 envelope', () => {
    const modules = document.paths['/api/modules']?.get as { responses: Record<string, { content?: { 'application/json': { schema: { type?: string } } } }> };
    expect(modules.responses['200']?.content?.['application/json'].schema.type).toBe('array');
    expect(modules.responses['401']).toBeUndefined();
    const user = document.paths['/api/auth/user']?.get as { responses: Record<string, unknown>; security?: unknown };
    expect(user.responses['401']).toBeDefined();
    expect(user.security).toEqual([{ session: [] }]);
  });

  it('describes request bodies with their required fields', () => {
    const intent = document.paths['/api/create-payment-intent']?.post as { requestBody: { content: { 'application/json': { schema: { required?: string[] } } } } };
    expect(intent.requestBody.content['application/json'].schema.required?.sort()).toEqual(['amount', 'description']);
  });
});

describe('docs/openapi.json', () => {
  it('matches the contracts (run `npm -w @academy/contracts run openapi` after changing them)', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = JSON.parse(await readFile(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApiDocument());
  });
});
