import { defineConfig, mergeConfig } from 'vitest/config';
import { frontEndTestConfig } from './vitest.front-end.mjs';

export default mergeConfig(
  frontEndTestConfig(),
  defineConfig({
    esbuild: { jsx: 'automatic' },
    test: { setupFiles: ['./src/testing/setup.ts'] },
  }),
);
