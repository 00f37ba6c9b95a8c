/**
 * The release commands (docs/decisions/042-remote-releases.md), run from the repository root:
 *
 *   npm run release -- <slice> [--from <build dir>]   build the remote and keep it as a version
 *   npm run release:canary -- <slice> <percent>       the candidate for that share of signed-in users
 *   npm run release:promote -- <slice>                the candidate for everyone
 *   npm run release:rollback -- <slice> [<version>|build]  back to the live version (a canary), the one before, or the one named
 *   npm run release:status                            what is live, the candidate, who released what when
 *   npm run release:health -- <slice> [--watch]       the canary's figures against live's, and a verdict (decision 050);
 *                                                     --watch judges it every interval and rolls it back when unhealthy
 *
 * RELEASES_DIR names the releases directory (default .data/releases, the one `npm start` serves);
 * RELEASED_BY who is releasing (default: git's user.email, else the login name). release:health reads
 * the slice's service at <SLICE>_URL (comma-separated for several processes) and the back office at
 * BACKOFFICE_URL (both default to npm start's ports), with INTERNAL_EVENTS_TOKEN when it is set.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { runtimeConfigSchema, sliceNames, type SliceName } from '@academy/contracts';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  describeJudgement,
  healthSourcesFromEnv,
  judgeCanary,
  readHealthSample,
  watchCanary,
  type HealthThresholds,
} from './release-health.ts';
import { ReleaseError, releasePaths, releaseStore, type ReleaseRegistry, type ReleaseStore } from './releases.ts';
import { repoRoot } from './start-gateway.ts';

export const DEFAULT_RELEASES_DIR = path.join(repoRoot, '.data', 'releases');

function releasedBy(env: NodeJS.ProcessEnv): string {
  const named = env.RELEASED_BY?.trim();
  if (named) return named;
  const git = spawnSync('git', ['config', 'user.email'], { cwd: repoRoot, encoding: 'utf8' });
  return (git.status === 0 && git.stdout.trim()) || userInfo().username;
}

function sliceArgument(value: string | undefined): SliceName {
  if (value && (sliceNames as readonly string[]).includes(value)) return value as SliceName;
  throw new ReleaseError(`Name a remote: one of ${sliceNames.join(', ')}${value ? ` (not "${value}")` : ''}`);
}

/** What is live and coming, per slice, as lines for the terminal. */
export function describeRegistry(registry: ReleaseRegistry): string[] {
  return sliceNames.map((slice) => {
    const releases = registry.slices[slice];
    if (!releases || releases.versions.length === 0) return `${slice}: the build the gateway started with (nothing released)`;
    const about = (version: string) => {
      const known = releases.versions.find((candidate) => candidate.version === version);
      return known ? `${version} (released ${known.releasedAt} by ${known.releasedBy})` : version;
    };
    const candidate = releases.candidate ? `; candidate ${about(releases.candidate.version)} for ${releases.candidate.percent} % of signed-in users` : '';
    const automatic = releases.history.findLast((action) => action.action === 'rollback' && action.reason);
    const rolledBack = automatic ? `; last automatic rollback ${automatic.at} by ${automatic.by}: ${automatic.reason}` : '';
    return `${slice}: live ${releases.live ? about(releases.live) : 'the build the gateway started with'}${candidate}; ${releases.versions.length} version(s) kept${rolledBack}`;
  });
}

/** release:health's flags: --watch, --interval and --window in seconds, and a threshold each (--min-requests 20, --p95-ratio 2…). */
const thresholdFlags: Record<string, keyof HealthThresholds> = {
  '--min-requests': 'minRequests',
  '--error-rate-ratio': 'errorRateRatio',
  '--error-rate-points': 'errorRatePoints',
  '--p95-ratio': 'p95Ratio',
  '--p95-slack-ms': 'p95SlackMs',
  '--client-error-ratio': 'clientErrorRatio',
  '--client-error-slack': 'clientErrorSlack',
  '--min-client-errors': 'minClientErrors',
};

export interface HealthFlags {
  watch: boolean;
  intervalMs: number;
  windowMs: number;
  thresholds: HealthThresholds;
}

export function parseHealthFlags(args: readonly string[]): HealthFlags {
  const flags: HealthFlags = { watch: false, intervalMs: 30_000, windowMs: 300_000, thresholds: { ...DEFAULT_HEALTH_THRESHOLDS } };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index]!;
    if (flag === '--watch') {
      flags.watch = true;
      continue;
    }
    const value = Number(args[index + 1]);
    if (!(flag === '--interval' || flag === '--window' || flag in thresholdFlags)) {
      throw new ReleaseError(`release:health takes --watch, --interval <s>, --window <s> and ${Object.keys(thresholdFlags).join(', ')} (not "${flag}")`);
    }
    if (!Number.isFinite(value) || value < 0 || ((flag === '--interval' || flag === '--window') && value <= 0)) {
      throw new ReleaseError(`${flag} needs a number${flag === '--interval' || flag === '--window' ? ' of seconds above 0' : ' of 0 or more'}`);
    }
    index += 1;
    if (flag === '--interval') flags.intervalMs = value * 1000;
    else if (flag === '--window') flags.windowMs = value * 1000;
    else flags.thresholds[thresholdFlags[flag]!] = value;
  }
  return flags;
}

/**
 * release:health: the canary's figures against live's. Once: two samples an interval apart, printed
 * side by side with the verdict; 1 when unhealthy. --watch: judged every interval over the last
 * window, rolled back automatically when unhealthy (then 1); 0 when the canary ends otherwise.
 */
async function checkHealth(store: ReleaseStore, slice: SliceName, args: readonly string[], env: NodeJS.ProcessEnv, by: string, log: (line: string) => void) {
  const flags = parseHealthFlags(args);
  const candidate = (await store.registry()).slices[slice]?.candidate;
  if (!candidate || candidate.percent === 0) throw new ReleaseError(`The ${slice} remote has no canary running: nothing to judge`);
  const served = runtimeConfigSchema.parse(JSON.parse(await readFile(releasePaths(store.releasesDir).config, 'utf8')));
  const canary = served.canaries?.[slice];
  if (!canary) throw new ReleaseError(`${releasePaths(store.releasesDir).config} gives no canary of ${slice}`);
  const versions = { candidate: canary.entry, live: served.remotes[slice] };
  const sources = healthSourcesFromEnv(slice, env, new Date());
  const read = () => readHealthSample(sources);
  if (flags.watch) {
    const watched = await watchCanary({ slice, store, by: `release:health (${by})`, version: candidate.version, versions, read, ...flags, log });
    return watched.outcome === 'rolled back' ? 1 : 0;
  }
  log(`${slice}: the canary of ${candidate.version} (${candidate.percent} % of signed-in users) against the live version, over ${flags.intervalMs / 1000} s…`);
  const first = await read();
  await new Promise((resolve) => setTimeout(resolve, flags.intervalMs));
  const second = await read();
  for (const problem of [...first.problems, ...second.problems]) log(`${slice}: ${problem}`);
  const judgement = judgeCanary(first.sample, second.sample, versions, flags.thresholds);
  for (const line of describeJudgement(judgement)) log(line);
  return judgement.verdict === 'unhealthy' ? 1 : 0;
}

/** Runs a release command; answers the exit code (release:health: 1 when the canary is unhealthy). */
export async function runReleaseCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, log = console.log): Promise<number> {
  const store = releaseStore(path.resolve(env.RELEASES_DIR?.trim() || DEFAULT_RELEASES_DIR));
  const by = releasedBy(env);
  const [command, ...rest] = argv;
  switch (command) {
    case 'canary': {
      const slice = sliceArgument(rest[0]);
      const percent = Number(rest[1]);
      const releases = await store.canary(slice, percent, by);
      log(`${slice}: ${releases.candidate?.version} now goes to ${percent} % of signed-in users; the others stay on ${releases.live}.`);
      return 0;
    }
    case 'promote': {
      const slice = sliceArgument(rest[0]);
      const releases = await store.promote(slice, by);
      log(`${slice}: ${releases.live} is live for everyone.`);
      return 0;
    }
    case 'rollback': {
      const slice = sliceArgument(rest[0]);
      const releases = await store.rollback(slice, by, rest[1]);
      log(`${slice}: everyone is on ${releases.live ?? 'the build the gateway started with'}.`);
      return 0;
    }
    case 'status':
      for (const line of describeRegistry(await store.registry())) log(line);
      return 0;
    case 'health':
      return checkHealth(store, sliceArgument(rest[0]), rest.slice(1), env, by, log);
    default: {
      const slice = sliceArgument(command);
      const fromIndex = rest.indexOf('--from');
      let buildDir = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
      if (fromIndex >= 0 && !buildDir) throw new ReleaseError('--from needs the directory of a remote build');
      if (!buildDir) {
        log(`Building the ${slice} remote…`);
        const build = spawnSync('npm', ['run', 'build', '-w', `@academy/mfe-${slice}`], { cwd: repoRoot, stdio: 'inherit' });
        if (build.status !== 0) throw new ReleaseError(`The ${slice} remote did not build (exit ${build.status ?? build.signal})`);
        buildDir = path.join(repoRoot, `mfe-${slice}`, 'dist');
      }
      const released = await store.release(slice, path.resolve(buildDir), by);
      const kept = released.alreadyKept ? 'already kept' : 'kept';
      log(
        released.status === 'live'
          ? `${slice}: version ${released.version} ${kept}, and live (the first release of ${slice}, or the live one again).`
          : `${slice}: version ${released.version} ${kept} as the candidate. Next: npm run release:canary -- ${slice} <percent>, or npm run release:promote -- ${slice}.`,
      );
      return 0;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runReleaseCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof ReleaseError ? error.message : error);
      process.exit(1);
    },
  );
}
