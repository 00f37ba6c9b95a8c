import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHeadMarkup, prerenderPages } from './prerender-pages.ts';

const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [{ name: 'app', assets: { css: { sync: ['static/css/async/u2.1a2b.css'], async: ['static/css/async/7p.3c4d.css'] } } }],
};

describe('pageHeadMarkup', () => {
  it("links the stylesheets the remote's app loads at once, from the remote's base path, named as its chunk loader looks for them", () => {
    expect(pageHeadMarkup(manifest, 'commerce')).toBe(
      '<link rel="stylesheet" href="/mfe/commerce/static/css/async/u2.1a2b.css" data-href="static/css/async/u2.1a2b.css">',
    );
    expect(pageHeadMarkup({ ...manifest, metaData: { publicPath: 'https://cdn.example.com/commerce/' } }, 'commerce')).toBe(
      '<link rel="stylesheet" href="https://cdn.example.com/commerce/static/css/async/u2.1a2b.css" data-href="static/css/async/u2.1a2b.css">',
    );
    expect(() => pageHeadMarkup({ ...manifest, exposes: [] }, 'commerce')).toThrow("exposes no 'app'");
  });
});

describe('prerenderPages', () => {
  let sliceDir = '';
  afterEach(() => rm(sliceDir, { recursive: true, force: true }));

  async function slice(pagesSource: string): Promise<string> {
    sliceDir = await mkdtemp(path.join(os.tmpdir(), 'academy-slice-'));
    await mkdir(path.join(sliceDir, 'dist'), { recursive: true });
    await mkdir(path.join(sliceDir, 'src'), { recursive: true });
    await writeFile(path.join(sliceDir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(sliceDir, 'src', 'pages.ts'), pagesSource);
    return sliceDir;
  }

  it('writes each page under dist/pages by path and audience, and the head', async () => {
    await slice(`export async function pages() {
      return [
        { url: '/pricing', audience: 'visitor', markup: '<h1>Pricing for you</h1>' },
        { url: '/module/3', audience: 'member', markup: '<h1>Module 3</h1>' },
        { url: '/', audience: 'member', markup: '<h1>Dashboard</h1>' },
      ];
    }`);
    const written = await prerenderPages({ sliceDir, slice: 'learning', entry: 'src/pages.ts' });
    expect(written.pages).toEqual(['pages/pricing.visitor.html', 'pages/module/3.member.html', 'pages/index.member.html']);
    expect(await readFile(path.join(sliceDir, 'dist/pages/module/3.member.html'), 'utf8')).toBe('<h1>Module 3</h1>');
    expect(await readFile(path.join(sliceDir, 'dist/pages/index.member.html'), 'utf8')).toBe('<h1>Dashboard</h1>');
    expect(await readFile(path.join(sliceDir, 'dist/pages/head.html'), 'utf8')).toBe(
      '<link rel="stylesheet" href="/mfe/learning/static/css/async/u2.1a2b.css" data-href="static/css/async/u2.1a2b.css">',
    );
  });

  it('refuses a page drawn twice for the same audience', async () => {
    await slice(`export async function pages() {
      return [{ url: '/pricing', audience: 'visitor', markup: 'a' }, { url: '/pricing', audience: 'visitor', markup: 'b' }];
    }`);
    await expect(prerenderPages({ sliceDir, slice: 'commerce', entry: 'src/pages.ts' })).rejects.toThrow('/pricing is drawn twice for visitor');
  });
});
