import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, connect, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../src/index.ts';
import { GatewayConfigError } from '../src/runtime-config.ts';
import { createStaticFixture, APP_PAGE, SHELL_PAGE, type StaticFixture } from './support/static-fixture.ts';

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startGateway', () => {
  let fixture: StaticFixture;
  let runtimeDir: string;

  beforeAll(async () => {
    fixture = await createStaticFixture();
    runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'academy-start-gateway-'));
  });

  afterAll(async () => {
    await fixture.remove();
    await rm(runtimeDir, { recursive: true, force: true });
  });

  it('when nginx is installed, auto runs nginx from the runtime directory and stop() ends it', async () => {
    const gateway = await startGateway({ port: 0, staticRoots: fixture.roots, runtimeDir, env: {} });
    expect(gateway.kind).toBe('nginx');
    const pid = Number((await readFile(path.join(runtimeDir, 'nginx.pid'), 'utf8')).trim());
    expect(isAlive(pid)).toBe(true);
    const response = await fetch(`http://127.0.0.1:${gateway.port}/`);
    expect(await response.text()).toBe(SHELL_PAGE);

    await gateway.stop();
    await gateway.stop();
    expect(isAlive(pid)).toBe(false);
    expect(await refusesConnections(gateway.port)).toBe(true);
  });

  it('when nginx is missing, auto falls back to the dev gateway', async () => {
    const gateway = await startGateway({ port: 0, staticRoots: fixture.roots, runtimeDir, env: {}, nginxBinary: '/nonexistent/nginx' });
    try {
      expect(gateway.kind).toBe('dev');
      const response = await fetch(`http://127.0.0.1:${gateway.port}/courses`);
      expect(await response.text()).toBe(APP_PAGE);
    } finally {
      await gateway.stop();
    }
    expect(await refusesConnections(gateway.port)).toBe(true);
  });

  it('when nginx is asked for but missing, fails with a clear message', async () => {
    await expect(
      startGateway({ prefer: 'nginx', port: 0, staticRoots: fixture.roots, runtimeDir, env: {}, nginxBinary: '/nonexistent/nginx' }),
    ).rejects.toThrow(/nginx is not installed/);
  });

  it('when the port is taken, fails with nginx’s own reason', async () => {
    const blocker: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startGateway({ prefer: 'nginx', port, staticRoots: fixture.roots, runtimeDir, env: {}, readyTimeoutMs: 8000 })).rejects.toThrow(
        /nginx exited[\s\S]*Address already in use/,
      );
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('when the runtime configuration is invalid, refuses to start', async () => {
    await expect(
      startGateway({ prefer: 'dev', port: 0, staticRoots: fixture.roots, runtimeDir, env: { STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' } }),
    ).rejects.toBeInstanceOf(GatewayConfigError);
  });
});
