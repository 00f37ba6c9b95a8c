/**
 * The release commands (docs/decisions/042-remote-releases.md), run from the repository root:
 *
 *   npm run release -- <slice> [--from <build dir>]   build the remote and keep it as a version
 *   npm run release:canary -- <slice> <percent>       the candidate for that share of signed-in users
 *   npm run release:promote -- <slice>                the candidate for everyone
 *   npm run release:rollback -- <slice> [<version>|build]  back to the live version (a canary), the one before, or the one named
 *   npm run release:status                            what is live, the candidate, who released what when
 *
 * RELEASES_DIR names the releases directory (default .data/releases, the one `npm start` serves);
 * RELEASED_BY who is releasing (default: git's user.email, else the login name).
 */
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import { sliceNames, type SliceName } from '@academy/contracts';
import { ReleaseError, releaseStore, type ReleaseRegistry } from './releases.ts';
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
    return `${slice}: live ${releases.live ? about(releases.live) : 'the build the gateway started with'}${candidate}; ${releases.versions.length} version(s) kept`;
  });
}

export async function runReleaseCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, log = console.log): Promise<void> {
  const store = releaseStore(path.resolve(env.RELEASES_DIR?.trim() || DEFAULT_RELEASES_DIR));
  const by = releasedBy(env);
  const [command, ...rest] = argv;
  switch (command) {
    case 'canary': {
      const slice = sliceArgument(rest[0]);
      const percent = Number(rest[1]);
      const releases = await store.canary(slice, percent, by);
      log(`${slice}: ${releases.candidate?.version} now goes to ${percent} % of signed-in users; the others stay on ${releases.live}.`);
      return;
    }
    case 'promote': {
      const slice = sliceArgument(rest[0]);
      const releases = await store.promote(slice, by);
      log(`${slice}: ${releases.live} is live for everyone.`);
      return;
    }
    case 'rollback': {
      const slice = sliceArgument(rest[0]);
      const releases = await store.rollback(slice, by, rest[1]);
      log(`${slice}: everyone is on ${releases.live ?? 'the build the gateway started with'}.`);
      return;
    }
    case 'status':
      for (const line of describeRegistry(await store.registry())) log(line);
      return;
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
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runReleaseCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}
