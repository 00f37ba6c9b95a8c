import { describe, expect, it } from 'vitest';
import { apiOperations, openApiPath, operationsOf, serviceNames } from '../src/index.ts';
import { buildOpenApiDocument } from '../src/openapi-document.ts';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('describes every operation once, under its path and method', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const declared = apiOperations.map((op) => `${op.method} ${openApiPath(op.path)}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(described.sort()).toEqual(declared.sort());
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
    const intent = document.paths['/api/create-payment-intent']?.post as {
      requestBody: { content: { 'application/json': { schema: { required?: string[] } } } };
    };
    expect(intent.requestBody.content['application/json'].schema.required?.sort()).toEqual(['amount', 'description']);
  });

  it('describes POST /api/onboarding with the one onboarding schema, its option values included', () => {
    const onboarding = document.paths['/api/onboarding']?.post as {
      requestBody: { content: { 'application/json': { schema: { required?: string[]; properties: Record<string, { enum?: string[] }> } } } };
      responses: Record<string, unknown>;
    };
    const schema = onboarding.requestBody.content['application/json'].schema;
    expect(schema.properties.businessType?.enum).toContain('small_business');
    expect(schema.required).toEqual(expect.arrayContaining(['businessType', 'primaryGoals', 'email']));
    expect(onboarding.responses['201']).toBeDefined();
  });

  it('describes path parameters in OpenAPI form and marks the platform’s own routes internal', () => {
    const module = document.paths['/api/modules/{id}']?.get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(module.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
    expect((document.paths['/internal/events']?.post as { 'x-internal'?: boolean })['x-internal']).toBe(true);
  });

  it('gives every service its own operations and the service kit’s', () => {
    for (const service of serviceNames) {
      const ops = operationsOf(service);
      expect(
        ops.some((op) => op.service === service),
        service,
      ).toBe(true);
      expect(
        ops.every((op) => op.service === service || op.service === 'platform'),
        service,
      ).toBe(true);
    }
  });
});

describe('docs/openapi.json', () => {
  it('matches the contracts (run `npm -w @academy/contracts run openapi` after changing them)', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = JSON.parse(await readFile(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApiDocument());
  });
});
