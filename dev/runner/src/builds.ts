import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withFileLock } from './file-lock.ts';
import { frontEnds, repoRoot, type FrontEnd } from './paths.ts';

const STAMP = '.build-stamp';
const SHARED_SOURCES = ['packages/ui/src', 'packages/web-kit/src', 'packages/contracts/src', 'packages/rules/src', 'packages/build-config/src'];
/** The content a remote's build prerenders its pages from (docs/decisions/018-pages-in-their-html.md). */
const PRERENDERED_CONTENT: Partial<Record<FrontEnd, string[]>> = {
  'mfe-learning': ['services/learning/content'],
  'mfe-tools': ['services/tools/content'],
};

async function newestMtime(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** What a front end's build is made from: its own sources, the shared packages' and the content it prerenders. */
export function buildInputs(frontEnd: FrontEnd): string[] {
  const dir = path.join(repoRoot, frontEnd);
  return [
    path.join(dir, 'src'),
    path.join(dir, 'scripts'),
    path.join(dir, 'rsbuild.config.ts'),
    path.join(dir, 'package.json'),
    ...[...SHARED_SOURCES, ...(PRERENDERED_CONTENT[frontEnd] ?? [])].map((p) => path.join(repoRoot, p)),
  ];
}

/** True when the front end has no build, or a source it is built from changed since. */
export async function needsBuild(frontEnd: FrontEnd): Promise<boolean> {
  const stamp = path.join(repoRoot, frontEnd, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = (await stat(stamp)).mtimeMs;
  for (const input of buildInputs(frontEnd)) if ((await newestMtime(input)) > built) return true;
  return false;
}

/**
 * A hash of the contents (paths and bytes, not times) of the given files and folders, leaving out
 * node_modules and dist: a build made from the same inputs is the same build, whenever the files
 * were touched.
 */
export async function contentHash(inputs: string[]): Promise<string> {
  const hash = createHash('sha256');
  const add = async (target: string): Promise<void> => {
    const info = await stat(target).catch(() => null);
    if (!info) return;
    if (!info.isDirectory()) {
      hash.update(`${path.relative(repoRoot, target)}\0`);
      hash.update(await readFile(target));
      return;
    }
    const entries = (await readdir(target)).filter((name) => name !== 'node_modules' && name !== 'dist').sort();
    for (const entry of entries) await add(path.join(target, entry));
  };
  for (const input of inputs) await add(input);
  return hash.digest('hex').slice(0, 16);
}

/** Runs a build command in `cwd` as a production build; fails with the end of its output. */
export function runProductionBuild(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Always a production build, whatever NODE_ENV the caller runs with (a test runner sets 'test').
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`))));
  });
}

/**
 * Builds the shell and the remotes that are missing or out of date, one at a time. One process of
 * the checkout builds at a time (`npm test` builds beside the suites, one of which runs `npm start`):
 * a second caller waits, then finds them built.
 */
export async function ensureFrontEndBuilds(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<FrontEnd[]> {
  const log = options.log ?? (() => undefined);
  return withFileLock(
    'front-end-builds',
    async () => {
      const stale: FrontEnd[] = [];
      for (const frontEnd of frontEnds) if (options.force || (await needsBuild(frontEnd))) stale.push(frontEnd);
      for (const [index, frontEnd] of stale.entries()) {
        log(`Building ${frontEnd} (${index + 1}/${stale.length})…`);
        await runProductionBuild(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', `@academy/${frontEnd}`], repoRoot);
        await writeFile(path.join(repoRoot, frontEnd, 'dist', STAMP), new Date().toISOString());
      }
      return stale;
    },
    () => log('Waiting for the front-end builds another process of this checkout is making…'),
  );
}
