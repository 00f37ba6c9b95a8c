import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsxLoader = require.resolve('tsx');

/**
 * How long a service may take to answer /readyz after it starts: its migrations and content sync,
 * on a 2-core machine that may be starting ten other processes at the same time (the tests'
 * whole platforms), not a healthy service's usual second or two.
 */
export const SERVICE_READY_TIMEOUT_MS = 120_000;

export interface ServiceProcess {
  name: string;
  url: string;
  /** The process id (tests pause a service with SIGSTOP to see how others cope with a hung one). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Runs one service as its own process (as in production), with its stdout (JSON logs) written to
 * logFile and its stderr kept for error messages. Resolves once /readyz answers 200.
 *
 * The service writes its log lines to the file itself: a line per request relayed through this
 * process would cost the parent (the load generator, in the bench) a read and a write each, and
 * a parent slow to drain the pipe would stall the service's synchronous log writes.
 */
export async function startServiceProcess(options: {
  /** A service's name: its code is in services/<name> unless `directory` says otherwise. */
  name: string;
  /** The folder holding the process's src/main.ts (default services/<name> in this repository). */
  directory?: string;
  port: number;
  env: Record<string, string>;
  /** Flags for node itself (before the service's entry point). */
  nodeFlags?: readonly string[];
  logFile: string;
  onStderr?: (line: string) => void;
  readyTimeoutMs?: number;
}): Promise<ServiceProcess> {
  const cwd = options.directory ?? path.join(repoRoot, 'services', options.name);
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const stdout = openSync(options.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', tsxLoader, 'src/main.ts'], {
      cwd,
      env: { ...process.env, ...options.env, PORT: String(options.port) },
      stdio: ['ignore', stdout, 'pipe'],
    });
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(stdout);
  }
  const recent: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    log.write(text);
    for (const line of text.split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      options.onStderr?.(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? SERVICE_READY_TIMEOUT_MS);
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`The ${options.name} service stopped while starting (exit ${child.exitCode}):\n${recent.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The ${options.name} service did not become ready within ${options.readyTimeoutMs ?? SERVICE_READY_TIMEOUT_MS} ms:\n${recent.join('\n')}`,
      );
    }
    ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    name: options.name,
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
