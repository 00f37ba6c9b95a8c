import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { apiOperations } from '../src/index.ts';

describe('PATCH operations', () => {
  const patches = apiOperations.filter((operation) => operation.method === 'patch');

  it('each has a request schema', () => {
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.filter((operation) => !operation.request).map((operation) => operation.path)).toEqual([]);
  });

  it('refuse an empty patch: {} changes nothing and is a 400, never an update with no values', () => {
    const accepted = patches.filter((operation) => operation.request && safeParse(operation.request, {}).success).map((operation) => `PATCH ${operation.path}`);
    expect(accepted).toEqual([]);
  });
});
