// Vitest settings for a service's component tests: node, one real PostgreSQL per run.
// Plain JavaScript so that vitest can load it from a config file without a TypeScript loader.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export function serviceTestConfig() {
  return defineConfig({
    test: {
      environment: 'node',
      globalSetup: [fileURLToPath(new URL('./src/global-setup.ts', import.meta.url))],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
