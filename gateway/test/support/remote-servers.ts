import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sliceNames, type SliceName } from '@academy/contracts';
import { findBrotliStaticModule, findNginx, nginxCommand, renderRemoteNginxConf, type RemoteNginxOptions } from '../../src/nginx-config.ts';
import { freePort, waitForExit } from '../../src/start-gateway.ts';

export interface RemoteServers {
  /** Each remote's base URL, as the gateway's remoteUrls. */
  urls: Record<SliceName, string>;
  close(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Each remote's own server as its image runs it (renderRemoteNginxConf), on the real nginx and a
 * free port, serving the build directory given: the production topology on one machine.
 */
export async function startRemoteServers(roots: Record<SliceName, string>): Promise<RemoteServers> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is required for the remote servers (Debian: apt-get install nginx)');
  const directory = await mkdtemp(path.join(os.tmpdir(), 'academy-remote-servers-'));
  const children: ChildProcess[] = [];
  const urls = {} as Record<SliceName, string>;
  const close = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await Promise.all(children.map(async (child) => (await waitForExit(child, 5000)) || child.kill('SIGKILL')));
    await rm(directory, { recursive: true, force: true });
  };
  try {
    for (const slice of sliceNames) {
      const prefix = path.join(directory, slice);
      const port = await freePort('127.0.0.1');
      const options: RemoteNginxOptions = {
        slice,
        listen: { host: '127.0.0.1', port },
        root: roots[slice],
        brotliStaticModule: findBrotliStaticModule(),
        ...(process.getuid?.() === 0 ? { user: 'root' } : {}),
        workerProcesses: 1,
        paths: {
          prefix,
          confDir: prefix,
          pidFile: path.join(prefix, 'nginx.pid'),
          tempDir: path.join(prefix, 'temp'),
          errorLog: path.join(prefix, 'error.log'),
          accessLog: 'off',
        },
      };
      await mkdir(options.paths.tempDir, { recursive: true });
      const launch = nginxCommand(options, bin);
      await writeFile(launch.confPath, renderRemoteNginxConf(options));
      const child = spawn(launch.bin, launch.args, { stdio: 'ignore' });
      children.push(child);
      const deadline = Date.now() + 10_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`nginx for the ${slice} remote exited (${child.exitCode}): ${launch.commandLine}`);
        if (Date.now() > deadline) throw new Error(`nginx for the ${slice} remote did not answer on port ${port}: ${launch.commandLine}`);
        if (await answers(port)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      urls[slice] = `http://127.0.0.1:${port}`;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, close };
}
