import { test } from '@playwright/test';
import type { ServiceName } from '@academy/runner';

/**
 * The journeys run in E2E_WORKERS Playwright workers (2 by default), each against a platform of
 * its own (its own PostgreSQL, services and nginx), so two files never share a learner, a limit or
 * a clock: a file sees only what the files before it on its own platform did.
 */
export const e2eWorkers = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);

/** The environment keys the global setup sets for platform `index`. */
export const platformKeys = (index: number) =>
  ({
    url: `E2E_BASE_URL_${index}`,
    learningDatabase: `E2E_LEARNING_DATABASE_URL_${index}`,
    releases: `E2E_RELEASES_DIR_${index}`,
    upstreams: `E2E_UPSTREAMS_${index}`,
  }) as const;

function platformValue(key: 'url' | 'learningDatabase' | 'releases' | 'upstreams', index: number): string {
  const value = process.env[platformKeys(index)[key]];
  if (!value) throw new Error(`No platform ${index} for this worker (${platformKeys(index)[key]} is not set by the global setup)`);
  return value;
}

/** The gateway URL of the platform the worker running the current test uses. */
export function platformUrl(index = test.info().parallelIndex): string {
  return platformValue('url', index);
}

/** The learning database of the current test's platform (for a state no page can make). */
export function learningDatabaseUrl(index = test.info().parallelIndex): string {
  return platformValue('learningDatabase', index);
}

/** The remote releases directory the current test's platform serves (npm run release with RELEASES_DIR). */
export function releasesDir(index = test.info().parallelIndex): string {
  return platformValue('releases', index);
}

/** What a second gateway in front of the current test's platform needs: its services' URLs and the stand-ins'. */
export interface PlatformUpstreams {
  serviceUrls: Record<ServiceName, string>;
  standInsUrl: string | undefined;
}

export function platformUpstreams(index = test.info().parallelIndex): PlatformUpstreams {
  return JSON.parse(platformValue('upstreams', index)) as PlatformUpstreams;
}
