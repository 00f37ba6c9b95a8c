// Vitest settings for the front ends' UI tests (jsdom). Plain JavaScript so that vitest can load it
// from a config file without a TypeScript loader.
import { defineConfig } from 'vitest/config';

export function frontEndTestConfig() {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Whole pages render and are typed into here; on a busy machine (CI, several builds at once)
      // that takes far longer than vitest's 5 s default. A test still ends as soon as what it waits
      // for appears (findBy* and waitFor wait up to 15 s: testing/setup.ts).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}
