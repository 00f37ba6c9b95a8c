import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReleaseSnapshot } from './release-snapshot.ts';

/** packages/contracts/releases: one immutable `<name>.json` per release (decision 038). */
export const RELEASES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../releases');

/** A release's name: its file name without `.json`, e.g. `2026-11-26`. */
export const RELEASE_NAME = /^[a-z0-9][a-z0-9.-]{0,63}$/;

export function readReleases(dir = RELEASES_DIR): ReleaseSnapshot[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReleaseSnapshot);
}

/** The newest release by `releasedAt`: what the contracts as they stand must stay compatible with. */
export function lastRelease(dir = RELEASES_DIR): ReleaseSnapshot | undefined {
  return readReleases(dir)
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt))
    .at(-1);
}

/** Writes a release; refuses a name that is not a plain name and one that exists (a release never changes). */
export function writeRelease(snapshot: ReleaseSnapshot, dir = RELEASES_DIR): string {
  if (!RELEASE_NAME.test(snapshot.name))
    throw new Error(`"${snapshot.name}" is not a release name: lowercase letters, digits, dots and dashes, such as 2026-11-26.`);
  const file = path.join(dir, `${snapshot.name}.json`);
  try {
    // 'wx': fails when the file exists.
    writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new Error(`The release ${snapshot.name} exists and is never rewritten: name the new one differently.`, { cause: error });
    throw error;
  }
  return file;
}
