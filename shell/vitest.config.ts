import { defineConfig, mergeConfig } from 'vitest/config';
import { frontEndTestConfig } from '@academy/web-kit/vitest';

export default mergeConfig(
  frontEndTestConfig(),
  defineConfig({
    esbuild: { jsx: 'automatic' },
    // Tailwind is not needed to test behaviour; the stylesheet import becomes an empty module.
    css: { postcss: { plugins: [] } },
    test: { setupFiles: ['./test/setup.ts'] },
  }),
);
