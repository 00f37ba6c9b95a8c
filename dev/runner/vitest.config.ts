import { serviceTestConfig } from '@academy/test-kit/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

// One real PostgreSQL for the run (the test kit's global setup) for the authorisation matrix.
export default mergeConfig(serviceTestConfig(), defineConfig({ test: { testTimeout: 600_000, hookTimeout: 300_000 } }));
