import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin.ts';

let dir: string;

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes a level-9 .gz and a .br beside each compressible file, nested ones too, that unpack to the file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 17}`))};\n`;
    await writeFile(path.join(dir, 'static', 'js', 'index.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="en">${'<p>academy</p>'.repeat(40)}</html>`);

    const result = await precompressDirectory(dir);

    expect(result.files).toBe(2);
    const packed = await readFile(path.join(dir, 'static', 'js', 'index.js.gz'));
    expect(gunzipSync(packed).toString()).toBe(script);
    expect(packed.length).toBeLessThan(script.length / 4);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    const brotli = await readFile(path.join(dir, 'static', 'js', 'index.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    // Brotli at its highest quality is the smaller of the two: the reason to serve it.
    expect(brotli.length).toBeLessThan(packed.length);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toContain('<p>academy</p>');
  });

  it('leaves files too small to gain alone, and files that are not text', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await writeFile(path.join(dir, 'tiny.js'), 'export {};\n');
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    expect((await precompressDirectory(dir)).files).toBe(0);
    expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
  });
});
