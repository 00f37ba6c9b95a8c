import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_PAGES_FILE, remotePagesSchema } from '@academy/contracts';
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginRemotePages, remotePagesJson } from './remote-pages-plugin.ts';

const pages = [
  { path: '/tools', access: 'signed-in', title: 'AI Business Tools' },
  { path: '/forecasts/$id', access: 'public', title: 'Forecast' },
] as const;

describe('pluginRemotePages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-remote-pages-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the declared pages into the build as academy-pages.json, as the shell reads them', async () => {
    await writeFile(path.join(dir, 'entry.js'), 'console.log("remote");\n');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        plugins: [pluginRemotePages(pages)],
        source: { entry: { index: './entry.js' } },
        output: { distPath: { root: 'dist' }, minify: false },
        performance: { printFileSize: false },
        logLevel: 'warn',
      },
    });

    const { close } = await rsbuild.build();
    await close();

    const written: unknown = JSON.parse(await readFile(path.join(dir, 'dist', REMOTE_PAGES_FILE), 'utf8'));
    expect(written).toEqual(pages);
    expect(remotePagesSchema.parse(written)).toEqual(pages);
  });
});

describe('remotePagesJson', () => {
  it('refuses, at build time, pages the shell would refuse, naming the page', () => {
    expect(() => remotePagesJson([{ path: 'tools', access: 'signed-in', title: 'AI Business Tools' }])).toThrow(
      "academy-pages.json: the remote's pages are not valid: 0.path: a page path is a TanStack path such as '/tools' or '/module/$id'",
    );
    expect(() => remotePagesJson([pages[0], pages[0]])).toThrow('(pages): each page path is listed once');
  });
});
