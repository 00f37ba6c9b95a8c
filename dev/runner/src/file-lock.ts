import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.ts';

const LOCKS_DIR = path.join(repoRoot, '.data', 'locks');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while no other process of this checkout runs work under the same lock: `npm test`
 * builds the front ends in a step beside the suites, and a suite's `npm start` or the browser
 * journeys' global setup may ask for the same builds meanwhile; the second waits, then finds them
 * built. The lock is a folder (made atomically) naming its owner's process; a lock whose owner is
 * gone is taken over. Not reentrant.
 */
export async function withFileLock<T>(name: string, work: () => Promise<T>, onWait: () => void = () => undefined): Promise<T> {
  const lock = path.join(LOCKS_DIR, `${name}.lock`);
  const owner = path.join(lock, 'pid');
  await mkdir(LOCKS_DIR, { recursive: true });
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(owner, 'utf8').catch(() => ''));
      // A lock just made has no owner written yet (unless its maker died in between); one whose owner has exited is free.
      const orphaned = !pid && Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? 0) > 10_000;
      if ((pid && !isRunning(pid)) || orphaned) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) onWait();
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
