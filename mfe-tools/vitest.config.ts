import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole pages render and are typed into here; on a busy machine (CI, several builds at once)
    // that takes far longer than vitest's 5 s default. Tests still end as soon as what they wait for appears.
    testTimeout: 60_000,
  },
});
