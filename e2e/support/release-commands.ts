import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '@academy/runner';
import { releasesDir } from './platforms.ts';

const run = promisify(execFile);

/**
 * Runs a release command as an operator would (`npm run release -- tools`, `npm run
 * release:canary -- tools 50`, …) against the current test's platform, and answers what it printed.
 */
export async function releaseCommand(releasedBy: string, script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: releasesDir(), RELEASED_BY: releasedBy },
  });
  return stdout;
}
