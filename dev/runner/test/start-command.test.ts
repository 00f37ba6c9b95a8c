import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@academy/test-kit';
import { repoRoot, serviceNames } from '../src/index.ts';

/**
 * The innermost process of the group running scripts/start.ts (the one that starts the platform):
 * the one none of the others is the parent of (npm's shell runs it as a child). Not the highest
 * pid: pids wrap around, and the shell's can then be the higher.
 */
function startScriptProcess(group: number): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[3]) === group && (match[4] ?? '').includes('scripts/start.ts'))
    .map((match) => ({ pid: Number(match[1]), parent: Number(match[2]) }));
  const innermost = rows.filter((row) => !rows.some((other) => other.parent === row.pid));
  if (innermost.length !== 1) throw new Error(`expected one innermost process of npm start running scripts/start.ts, found ${JSON.stringify(rows)}`);
  return innermost[0]!.pid;
}

/** `npm start` exactly as a newcomer runs it, on free ports and a fresh data folder. */
describe('npm start', () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('brings everything up, prints one URL that serves the landing page, and Ctrl-C stops it all', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-start-'));
    await chmod(dataDir, 0o755);
    const ports: Record<string, string> = { GATEWAY_PORT: String(await freePort()), POSTGRES_PORT: String(await freePort()) };
    for (const name of serviceNames) ports[`${name.toUpperCase()}_PORT`] = String(await freePort());
    // As from a newcomer's shell: without the NODE_ENV the test runner sets.
    const { NODE_ENV: _testEnv, ...shellEnv } = process.env;
    child = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: { ...shellEnv, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /The academy is running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearInterval(timer);
          resolve(match[1]);
        } else if (child?.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`npm start exited early:\n${output}`));
        }
      }, 200);
    });
    expect(url).toBe(`http://localhost:${ports.GATEWAY_PORT}`);

    const landing = await fetch(url);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('<div id="root"');
    // A production build: hashed, cacheable assets.
    expect(html).toMatch(/static\/js\/[\w.-]+\.[0-9a-f]{8,}\.js/);
    const config = (await (await fetch(`${url}/config.json`)).json()) as { remotes: Record<string, string> };
    expect(Object.keys(config.remotes).sort()).toEqual(['backoffice', 'commerce', 'learning', 'tools']);
    expect((await fetch(`${url}/api/modules`)).status).toBe(200);

    // Ctrl-C in a terminal signals the whole foreground process group; npm itself dies of it, the
    // platform stops cleanly and the output closes once every process holding it has exited.
    // On a busy machine the process running the start script may not run for a while after the
    // signal: it is held (SIGSTOP) when the signal comes and let go a moment later, so nothing
    // between npm and it may give up on it in the meantime (a launcher that relays the signal and
    // kills its child when no answer comes within milliseconds would leave the platform running).
    const closed = new Promise<void>((resolve) => child?.on('close', () => resolve()));
    const starter = startScriptProcess(child.pid as number);
    process.kill(starter, 'SIGSTOP');
    process.kill(-(child.pid as number), 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(starter, 'SIGCONT');
    await closed;
    expect(output).toContain('Stopped.');
    expect(output).not.toMatch(/While stopping/);
    for (const port of Object.values(ports)) {
      const stillOpen = await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
      expect(stillOpen, `port ${port} still answers after stop`).toBe(false);
    }
  }, 600_000);
});
