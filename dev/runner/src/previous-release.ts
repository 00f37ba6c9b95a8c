import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProductionBuild } from './builds.ts';
import { withFileLock } from './file-lock.ts';
import { frontEnds, repoRoot, type FrontEnd } from './paths.ts';

/*
 * The platform's previous release, for the checks that hold HEAD to it (issue 22: version skew in
 * the browser journeys). A release is what `npm run contracts:release -- <name>` records: the
 * newest snapshot in packages/contracts/releases, made at the commit that added it. Its front ends
 * are built once from that commit, in a git worktree beside the checkout that uses the checkout's
 * installed packages, and kept in .data/previous-release/<commit>/ (the commit never changes, so
 * neither does the build).
 */

const RELEASES_DIR = path.join(repoRoot, 'packages', 'contracts', 'releases');
const CACHE_DIR = path.join(repoRoot, '.data', 'previous-release');

export interface PreviousRelease {
  /** The snapshot's name, e.g. 2026-11-26. */
  name: string;
  commit: string;
}

export type PreviousReleaseLookup = { found: true; release: PreviousRelease } | { found: false; reason: string };

function git(args: string[], cwd = repoRoot): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/**
 * The previous release: the newest contract snapshot and the commit that added it (a shallow clone
 * fetches its history first). Not found when there is no snapshot, or no history to find it in.
 */
export async function findPreviousRelease(): Promise<PreviousReleaseLookup> {
  const snapshots = existsSync(RELEASES_DIR) ? (await readdir(RELEASES_DIR)).filter((file) => file.endsWith('.json')).sort() : [];
  const newest = snapshots.at(-1);
  if (!newest) return { found: false, reason: 'no release has been recorded (packages/contracts/releases is empty)' };
  const commitThatAdded = () => {
    const added = git(['log', '--diff-filter=A', '--format=%H', '-1', '--', path.join(RELEASES_DIR, newest)]);
    const found = added.out.split('\n')[0]?.trim() ?? '';
    return added.ok && /^[0-9a-f]{40}$/.test(found) ? found : null;
  };
  let commit = commitThatAdded();
  // A shallow clone (as some CI checkouts are) fetches the rest of its history once.
  if (!commit && git(['rev-parse', '--is-shallow-repository']).out === 'true' && git(['fetch', '--quiet', '--unshallow']).ok) commit = commitThatAdded();
  if (!commit) {
    const shallow = git(['rev-parse', '--is-shallow-repository']).out === 'true';
    return {
      found: false,
      reason: `the commit that recorded release ${newest.replace(/\.json$/, '')} is not in this checkout's history${shallow ? ' (a shallow clone)' : ''}`,
    };
  }
  return { found: true, release: { name: newest.replace(/\.json$/, ''), commit } };
}

/**
 * Gives the worktree the checkout's installed packages, except the workspace packages
 * (`@academy/*`), which must be the release's own: each of those links is made again relative to
 * the worktree, every other package links to the checkout's copy. A workspace's own installed
 * packages (those npm did not hoist) link to the checkout's too.
 */
async function linkInstalledPackages(worktree: string): Promise<void> {
  const installed = path.join(repoRoot, 'node_modules');
  const modules = path.join(worktree, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(installed, { withFileTypes: true })) {
    if (entry.name !== '@academy') {
      await symlink(path.join(installed, entry.name), path.join(modules, entry.name));
      continue;
    }
    await mkdir(path.join(modules, entry.name));
    for (const workspace of await readdir(path.join(installed, entry.name))) {
      const relative = await readlink(path.join(installed, entry.name, workspace));
      // Only the workspaces the release had.
      if (existsSync(path.resolve(path.join(modules, entry.name), relative))) await symlink(relative, path.join(modules, entry.name, workspace));
    }
  }
  for (const parent of ['packages', 'dev', 'services', '.']) {
    for (const entry of await readdir(path.join(repoRoot, parent), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const own = path.join(repoRoot, parent, entry.name, 'node_modules');
      const target = path.join(worktree, parent, entry.name);
      if (existsSync(own) && existsSync(target) && !existsSync(path.join(target, 'node_modules'))) await symlink(own, path.join(target, 'node_modules'), 'dir');
    }
  }
}

/**
 * A checkout of the previous release, in .data/previous-release/<commit>/checkout (a git worktree),
 * with the installed packages linked in (linkInstalledPackages): its services can run from it and
 * its front ends build in it. Made on first use and kept; one process of the checkout makes it.
 */
export async function previousReleaseCheckout(release: PreviousRelease): Promise<string> {
  return withFileLock('previous-release-checkout', async () => {
    const checkout = path.join(CACHE_DIR, release.commit, 'checkout');
    const ready = path.join(checkout, '.academy-checkout-ready');
    if (existsSync(ready)) return checkout;
    git(['worktree', 'remove', '--force', checkout]);
    await rm(checkout, { recursive: true, force: true });
    git(['worktree', 'prune']);
    await mkdir(path.dirname(checkout), { recursive: true });
    const added = git(['worktree', 'add', '--detach', checkout, release.commit]);
    if (!added.ok) throw new Error(`git worktree add ${release.commit} failed: ${added.out}`);
    await linkInstalledPackages(checkout);
    await writeFile(ready, `${release.name} ${release.commit}\n`);
    return checkout;
  });
}

/**
 * The previous release's front-end builds (each front end's dist/, copied out of its checkout),
 * built on first use and kept. Builds the five one at a time, as `npm start` does: minutes the
 * first time, nothing after.
 */
export async function previousReleaseBuilds(release: PreviousRelease, log: (line: string) => void = () => undefined): Promise<Record<FrontEnd, string>> {
  const cache = path.join(CACHE_DIR, release.commit, 'builds');
  const builds = Object.fromEntries(frontEnds.map((frontEnd) => [frontEnd, path.join(cache, frontEnd)])) as Record<FrontEnd, string>;
  if (existsSync(cache)) return builds;
  // `npm test` makes them in a step beside the suites; the browser journeys then find them made.
  return withFileLock(
    'previous-release-builds',
    async () => {
      if (existsSync(cache)) return builds;
      const checkout = await previousReleaseCheckout(release);
      const staging = `${cache}.${process.pid}.staging`;
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      for (const [index, frontEnd] of frontEnds.entries()) {
        log(`Building ${frontEnd} of release ${release.name} (${release.commit.slice(0, 7)}, ${index + 1}/${frontEnds.length})…`);
        await runProductionBuild(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', `@academy/${frontEnd}`], checkout);
        await cp(path.join(checkout, frontEnd, 'dist'), path.join(staging, frontEnd), { recursive: true });
      }
      // Whole or not at all: a build cut short is started again next time.
      await rename(staging, cache);
      return builds;
    },
    () => log(`Waiting for release ${release.name}'s front ends, which another process of this checkout is building…`),
  );
}
