/**
 * Remote releases (docs/decisions/042-remote-releases.md): a remote's build kept as an immutable,
 * content-addressed version, and a registry of each slice's versions, which one is live and which
 * is the candidate (canaried to a share of signed-in users). The gateway serves every version at
 * `/mfe/<slice>/v/<version>/`, the live one also at `/mfe/<slice>/` (what the route documents'
 * includes read), and `/config.json` follows the registry. Changing what is live rewrites a symlink
 * and the configuration file: seconds, no build, nothing restarted.
 */
import { createHash } from 'node:crypto';
import { cp, lstat, mkdir, readFile, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeJsonAtomically } from './runtime-config.ts';
import {
  REMOTE_PAGES_FILE,
  remotePagesSchema,
  runtimeConfigSchema,
  sliceNames,
  sliceNameSchema,
  type RemotePages,
  type RuntimeConfig,
  type SliceName,
} from '@academy/contracts';

/** A version: the first 16 hex digits of the SHA-256 over the build's files (names and contents). */
export const VERSION_PATTERN = /^[0-9a-f]{16}$/;
const versionSchema = z.string().regex(VERSION_PATTERN, 'a version is 16 hex digits');
/** What a rollback names to go back to the build the gateway started with (no version live). */
export const BUILD = 'build';

const releasedVersionSchema = z.object({
  version: versionSchema,
  releasedAt: z.iso.datetime(),
  releasedBy: z.string().min(1),
  /** The pages the version publishes (its academy-pages.json), when it has the file. */
  pages: z.nullable(remotePagesSchema),
});
export type ReleasedVersion = z.infer<typeof releasedVersionSchema>;

const releaseActionSchema = z.object({
  at: z.iso.datetime(),
  by: z.string().min(1),
  action: z.enum(['release', 'canary', 'promote', 'rollback']),
  /** 'build': back to the build the gateway started with. */
  version: z.union([versionSchema, z.literal(BUILD)]),
  percent: z.number().int().min(1).max(99).optional(),
  /** Why, for a rollback made automatically (release:health --watch): the figures that crossed a threshold. */
  reason: z.string().min(1).optional(),
});
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

const sliceReleasesSchema = z.object({
  versions: z.array(releasedVersionSchema),
  /** The version everyone gets; null: the build the gateway was started with. */
  live: versionSchema.nullable(),
  /** The next version, and the share of signed-in users who get it (0: released, not yet canaried). */
  candidate: z.object({ version: versionSchema, percent: z.number().int().min(0).max(99) }).nullable(),
  /** The versions live before, the latest last: what a rollback goes back to. */
  earlier: z.array(versionSchema),
  /** Every change, oldest first: who did what, when. */
  history: z.array(releaseActionSchema),
});
export type SliceReleases = z.infer<typeof sliceReleasesSchema>;

export const releaseRegistrySchema = z.object({ slices: z.partialRecord(sliceNameSchema, sliceReleasesSchema) });
export type ReleaseRegistry = z.infer<typeof releaseRegistrySchema>;

/** A refused release command: says what is wrong and changes nothing. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** The files of a releases directory. */
export function releasePaths(releasesDir: string) {
  return {
    registry: path.join(releasesDir, 'registry.json'),
    /** The configuration the gateway was started with (its environment), before the registry is applied. */
    baseConfig: path.join(releasesDir, 'gateway-config.json'),
    /** What the gateway serves as /config.json. */
    config: path.join(releasesDir, 'config.json'),
    versions: (slice: SliceName) => path.join(releasesDir, slice, 'versions'),
    version: (slice: SliceName, version: string) => path.join(releasesDir, slice, 'versions', version),
    /** The live version's files (a symlink): `/mfe/<slice>/`. */
    live: (slice: SliceName) => path.join(releasesDir, slice, 'live'),
    /** What `live` points at while no version of the slice is live: the build the gateway was started with. */
    build: (slice: SliceName) => path.join(releasesDir, slice, 'build'),
  };
}

/** The URL path of a version's files. */
export const versionBasePath = (slice: SliceName, version: string) => `/mfe/${slice}/v/${version}/`;
export const versionManifestPath = (slice: SliceName, version: string) => `${versionBasePath(slice, version)}mf-manifest.json`;

const emptySlice = (): SliceReleases => ({ versions: [], live: null, candidate: null, earlier: [], history: [] });

/** Points `link` at `target`, replacing what it pointed at in one step. */
async function pointAt(link: string, target: string): Promise<void> {
  await mkdir(path.dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.${Date.now()}.tmp`;
  await symlink(target, temporary, 'dir');
  await rename(temporary, link);
}

export async function readRegistry(releasesDir: string): Promise<ReleaseRegistry> {
  let text: string;
  try {
    text = await readFile(releasePaths(releasesDir).registry, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { slices: {} };
    throw error;
  }
  const parsed = releaseRegistrySchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ReleaseError(`The release registry ${releasePaths(releasesDir).registry} is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The files of a directory, relative and sorted, with '/' separators. */
async function filesIn(directory: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(directory, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesIn(directory, relative) : Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat().sort();
}

/** The content address of a build: the same files give the same version, any change another. */
export async function versionOf(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesIn(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(buildDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function readPages(buildDir: string): Promise<RemotePages | null> {
  const file = path.join(buildDir, REMOTE_PAGES_FILE);
  if (!(await exists(file))) return null;
  const parsed = remotePagesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new ReleaseError(`${file} is not a valid list of pages: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The runtime configuration the gateway serves: the base one (its environment), with each slice's
 * live version as its remote and pages, and each canary's version beside it.
 */
export function configWithReleases(base: RuntimeConfig, registry: ReleaseRegistry): RuntimeConfig {
  const config: RuntimeConfig = structuredClone(base);
  for (const slice of sliceNames) {
    const releases = registry.slices[slice];
    if (!releases) continue;
    const find = (version: string) => releases.versions.find((candidate) => candidate.version === version);
    const live = releases.live ? find(releases.live) : undefined;
    if (live) {
      config.remotes[slice] = versionManifestPath(slice, live.version);
      if (live.pages) config.pages = { ...config.pages, [slice]: live.pages };
    }
    const candidate = releases.candidate && releases.candidate.percent > 0 ? find(releases.candidate.version) : undefined;
    if (candidate && releases.candidate) {
      config.canaries = {
        ...config.canaries,
        [slice]: {
          version: candidate.version,
          entry: versionManifestPath(slice, candidate.version),
          percent: releases.candidate.percent,
          ...(candidate.pages ? { pages: candidate.pages } : {}),
        },
      };
    }
  }
  return runtimeConfigSchema.parse(config);
}

export interface ReleaseStore {
  readonly releasesDir: string;
  /** Sets the store up for a gateway: its base configuration, each slice's build, the served configuration. */
  prepare(base: RuntimeConfig, builds: Record<SliceName, string>): Promise<void>;
  /** Keeps a build as a version (never overwritten) and records it: live when the slice has none, else the candidate. */
  release(slice: SliceName, buildDir: string, by: string): Promise<{ version: string; status: 'live' | 'candidate'; alreadyKept: boolean }>;
  /** Gives the candidate to `percent` % of signed-in users (sticky per user). */
  canary(slice: SliceName, percent: number, by: string): Promise<SliceReleases>;
  /** Makes the candidate live for everyone. */
  promote(slice: SliceName, by: string): Promise<SliceReleases>;
  /** Drops the candidate, or (with none) goes back to the version live before; or to the version named ('build': the gateway's own build). */
  rollback(slice: SliceName, by: string, version?: string): Promise<SliceReleases>;
  /**
   * Everyone back on the live version because the canary of `version` is unhealthy (release:health),
   * with the reason in the history; refused when that canary is no longer running (promoted, rolled
   * back or replaced meanwhile), so it never undoes a later decision.
   */
  rollbackCanary(slice: SliceName, by: string, version: string, reason: string): Promise<SliceReleases>;
  registry(): Promise<ReleaseRegistry>;
}

/**
 * The release store in `releasesDir`. Changes are made one at a time within the process; the
 * commands are run by one operator at a time (the registry is rewritten whole, atomically).
 */
export function releaseStore(releasesDir: string): ReleaseStore {
  const paths = releasePaths(releasesDir);
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function baseConfig(): Promise<RuntimeConfig> {
    try {
      return runtimeConfigSchema.parse(JSON.parse(await readFile(paths.baseConfig, 'utf8')));
    } catch (error) {
      throw new ReleaseError(
        `No gateway has been started with the releases directory ${releasesDir} (${paths.baseConfig}: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  /** Writes the registry, points each slice's `live` at what is live, and rewrites /config.json. */
  async function apply(registry: ReleaseRegistry): Promise<void> {
    const checked = releaseRegistrySchema.parse(registry);
    const config = configWithReleases(await baseConfig(), checked);
    await writeJsonAtomically(paths.registry, checked);
    for (const slice of sliceNames) {
      const live = checked.slices[slice]?.live;
      const target = live ? path.relative(path.dirname(paths.live(slice)), paths.version(slice, live)) : 'build';
      const current = await readlink(paths.live(slice)).catch(() => null);
      if (current !== target) await pointAt(paths.live(slice), target);
    }
    await writeJsonAtomically(paths.config, config);
  }

  async function change(slice: SliceName, edit: (releases: SliceReleases) => SliceReleases): Promise<SliceReleases> {
    const registry = await readRegistry(releasesDir);
    const next = edit(structuredClone(registry.slices[slice] ?? emptySlice()));
    await apply({ slices: { ...registry.slices, [slice]: next } });
    return next;
  }

  const now = () => new Date().toISOString();

  return {
    releasesDir,

    prepare: (base, builds) =>
      serially(async () => {
        await mkdir(releasesDir, { recursive: true });
        await writeJsonAtomically(paths.baseConfig, runtimeConfigSchema.parse(base));
        for (const slice of sliceNames) {
          const build = path.resolve(builds[slice]);
          const current = await lstat(paths.build(slice)).catch(() => null);
          if (!current || (current.isSymbolicLink() && (await readlink(paths.build(slice))) !== build)) await pointAt(paths.build(slice), build);
        }
        await apply(await readRegistry(releasesDir));
      }),

    release: (slice, buildDir, by) =>
      serially(async () => {
        if (!(await exists(path.join(buildDir, 'mf-manifest.json')))) {
          throw new ReleaseError(`${buildDir} is not a remote's build (it has no mf-manifest.json): build the ${slice} remote first`);
        }
        const version = await versionOf(buildDir);
        const pages = await readPages(buildDir);
        const target = paths.version(slice, version);
        const alreadyKept = await exists(target);
        if (!alreadyKept) {
          // Copied beside, then moved in whole: a version's directory is complete or absent, and never written again.
          const staging = `${target}.${process.pid}.staging`;
          await rm(staging, { recursive: true, force: true });
          await mkdir(paths.versions(slice), { recursive: true });
          await cp(buildDir, staging, { recursive: true, dereference: true });
          await rename(staging, target);
        }
        let status: 'live' | 'candidate' = 'candidate';
        await change(slice, (releases) => {
          if (releases.live === version) {
            status = 'live';
            return releases;
          }
          if (!releases.versions.some((known) => known.version === version)) releases.versions.push({ version, releasedAt: now(), releasedBy: by, pages });
          releases.history.push({ at: now(), by, action: 'release', version });
          if (releases.live === null) {
            status = 'live';
            return { ...releases, live: version, candidate: null };
          }
          return { ...releases, candidate: { version, percent: 0 } };
        });
        return { version, status, alreadyKept };
      }),

    canary: (slice, percent, by) =>
      serially(() => {
        if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
          return Promise.reject(new ReleaseError(`A canary is 1 to 99 % of signed-in users (not ${percent}); promote to give it to everyone`));
        }
        return change(slice, (releases) => {
          if (!releases.candidate) throw new ReleaseError(`The ${slice} remote has no candidate: release a new version first`);
          releases.history.push({ at: now(), by, action: 'canary', version: releases.candidate.version, percent });
          return { ...releases, candidate: { version: releases.candidate.version, percent } };
        });
      }),

    promote: (slice, by) =>
      serially(() =>
        change(slice, (releases) => {
          if (!releases.candidate) throw new ReleaseError(`The ${slice} remote has no candidate to promote`);
          releases.history.push({ at: now(), by, action: 'promote', version: releases.candidate.version });
          return { ...releases, live: releases.candidate.version, candidate: null, earlier: withEarlier(releases) };
        }),
      ),

    rollback: (slice, by, version) =>
      serially(() =>
        change(slice, (releases) => {
          if (version === BUILD) {
            releases.history.push({ at: now(), by, action: 'rollback', version: BUILD });
            return { ...releases, live: null, candidate: null, earlier: withEarlier(releases) };
          }
          if (version !== undefined) {
            if (!releases.versions.some((known) => known.version === version)) throw new ReleaseError(`The ${slice} remote has no version ${version}`);
            releases.history.push({ at: now(), by, action: 'rollback', version });
            return { ...releases, live: version, candidate: null, earlier: withEarlier(releases) };
          }
          if (releases.candidate && releases.candidate.percent > 0)
            return withoutCanary(releases, { at: now(), by, action: 'rollback', version: releases.live ?? BUILD });
          const previous = releases.earlier.at(-1);
          if (!previous) throw new ReleaseError(`The ${slice} remote has no earlier live version to roll back to`);
          releases.history.push({ at: now(), by, action: 'rollback', version: previous });
          return { ...releases, live: previous, candidate: null, earlier: releases.earlier.slice(0, -1) };
        }),
      ),

    rollbackCanary: (slice, by, version, reason) =>
      serially(() =>
        change(slice, (releases) => {
          if (releases.candidate?.version !== version || releases.candidate.percent === 0) {
            throw new ReleaseError(`The ${slice} remote no longer canaries ${version}: nothing rolled back`);
          }
          return withoutCanary(releases, { at: now(), by, action: 'rollback', version: releases.live ?? BUILD, reason });
        }),
      ),

    registry: () => readRegistry(releasesDir),
  };
}

/** A canary going wrong: everyone back on the live version; the candidate stays released, at 0 %. */
function withoutCanary(releases: SliceReleases, action: ReleaseAction): SliceReleases {
  if (!releases.candidate) return releases;
  releases.history.push(action);
  return { ...releases, candidate: { version: releases.candidate.version, percent: 0 } };
}

/** The versions live before, with the current live one added last (when there is one). */
function withEarlier(releases: SliceReleases): string[] {
  return releases.live ? [...releases.earlier, releases.live] : releases.earlier;
}
