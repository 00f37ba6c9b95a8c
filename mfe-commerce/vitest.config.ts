import { defineConfig, mergeConfig } from 'vitest/config';
import { frontEndTestConfig } from '@academy/web-kit/vitest';

export default mergeConfig(
  frontEndTestConfig(),
  defineConfig({
    test: { setupFiles: ['./src/test/setup.ts'] },
  }),
);
