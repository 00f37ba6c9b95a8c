import type { UserConfig } from 'vitest/config';

export declare function frontEndTestConfig(): UserConfig;
