import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { internalToolPaths } from '@academy/contracts';
import { loadToolCatalogue } from '../src/data/catalogue-loader.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function catalogueWith(name: string, isExternal: boolean, toolPath?: string): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-tools-'));
  const url = isExternal ? 'https://example.com' : 'null';
  await writeFile(
    path.join(dir, 'ai-tools.yaml'),
    `- slug: one\n  name: ${name}\n  description: Does one thing.\n  category: analytics\n  icon: calculator\n  isExternal: ${isExternal}\n  url: ${url}\n` +
      (toolPath === undefined ? '' : `  path: ${toolPath}\n`),
  );
  return dir;
}

describe('loadToolCatalogue', () => {
  it("loads an internal tool with the path of one of the academy's tool pages, whatever its name", async () => {
    const rows = await loadToolCatalogue(await catalogueWith('Inbox Sorter', false, '/clv-predictor'));
    expect(rows).toMatchObject([{ slug: 'one', name: 'Inbox Sorter', isExternal: false, url: null, path: '/clv-predictor' }]);
  });

  it('refuses an internal tool with no path, naming the entry', async () => {
    await expect(loadToolCatalogue(await catalogueWith('ROI Calculator Pro', false))).rejects.toThrow(/ai-tools\.yaml: 0\.path: an internal tool needs a path/);
  });

  it('refuses an internal tool whose path is not a page of the academy', async () => {
    await expect(loadToolCatalogue(await catalogueWith('ROI Calculator Pro', false, '/nowhere'))).rejects.toThrow(/ai-tools\.yaml: 0\.path:/);
  });

  it('lets an external tool have any name, and no path', async () => {
    expect(await loadToolCatalogue(await catalogueWith('Inbox Sorter', true))).toMatchObject([{ path: null }]);
    await expect(loadToolCatalogue(await catalogueWith('Inbox Sorter', true, '/roi-calculator'))).rejects.toThrow(/0\.path: an external tool opens its url/);
  });

  it('the shipped catalogue holds at least 50 tools in the eight categories, each internal page once', async () => {
    const rows = await loadToolCatalogue(path.join(import.meta.dirname, '..', 'content'));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['analytics', 'automation', 'crm', 'research', 'creative', 'content', 'development', 'productivity']),
    );
    expect(
      rows
        .filter((row) => !row.isExternal)
        .map((row) => row.path)
        .sort(),
    ).toEqual([...internalToolPaths].sort());
    expect(rows.filter((row) => row.isExternal).every((row) => row.url?.startsWith('https://'))).toBe(true);
    expect(new Set(rows.map((row) => row.url).filter(Boolean)).size).toBe(rows.filter((row) => row.isExternal).length);
  });
});
