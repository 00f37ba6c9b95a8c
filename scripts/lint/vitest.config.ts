import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the lint rules themselves: each layer rule and code rule fails on a fixture.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
