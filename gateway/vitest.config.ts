import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // nginx and the dev gateway bind real ports; one file at a time keeps a 2-core machine calm.
    fileParallelism: false,
  },
});
