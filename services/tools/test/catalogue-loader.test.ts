import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadToolCatalogue } from '../src/data/catalogue-loader.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function catalogueWith(name: string, isExternal: boolean): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ai-tools-'));
  const url = isExternal ? 'https://example.com' : 'null';
  await writeFile(
    path.join(dir, 'ai-tools.yaml'),
    `- slug: one\n  name: ${name}\n  description: Does one thing.\n  category: analytics\n  icon: calculator\n  isExternal: ${isExternal}\n  url: ${url}\n`,
  );
  return dir;
}

describe('loadToolCatalogue', () => {
  it('loads an internal tool whose name has a page in the academy', async () => {
    const rows = await loadToolCatalogue(await catalogueWith('ROI Calculator Pro', false));
    expect(rows).toMatchObject([{ slug: 'one', name: 'ROI Calculator Pro', isExternal: false, url: null }]);
  });

  it('refuses an internal tool with no page, naming the entry', async () => {
    await expect(loadToolCatalogue(await catalogueWith('Inbox Sorter', false))).rejects.toThrow(/ai-tools\.yaml: 0\.name: an internal tool needs a page/);
  });

  it('lets an external tool have any name', async () => {
    expect(await loadToolCatalogue(await catalogueWith('Inbox Sorter', true))).toHaveLength(1);
  });
});
