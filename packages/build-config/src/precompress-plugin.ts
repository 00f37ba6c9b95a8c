import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The files worth compressing: text the gateway would otherwise gzip on every request. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a gzip answer is no smaller than the file (nginx's gzip_min_length). */
const MIN_BYTES = 256;

/** The two encodings of one file's content: gzip at level 9 and brotli at quality 11, the smallest of each. */
async function compressBoth(content: Buffer | string): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { gzip: gzipped, brotli };
}

/** Writes `file.gz` and `file.br` beside a file, with its content. */
export async function writePrecompressed(file: string, content: Buffer | string): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const packed = await compressBoth(content);
  await Promise.all([writeFile(`${file}.gz`, packed.gzip), writeFile(`${file}.br`, packed.brotli)]);
  return packed;
}

/** Every file under a directory, nested ones too. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.gz` (gzip level 9) and `file.br` (brotli quality 11) beside every compressible file
 * of a build, once, at build time. The gateway serves these as they are (nginx `gzip_static` and
 * `brotli_static`), so browsers download the smallest encoding they accept while nginx spends no CPU
 * per request and keeps its cheap gzip level for API answers. Brotli is about 14 % smaller than
 * gzip on the app's scripts, every browser accepts it, and on a slow connection those bytes are
 * most of the wait before a page can draw (docs/decisions/017-start-up-in-stages-and-brotli.md).
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; gzipBytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const packed = await writePrecompressed(file, content);
    files += 1;
    bytes += content.length;
    gzipBytes += packed.gzip.length;
    brotliBytes += packed.brotli.length;
  }
  return { files, bytes, gzipBytes, brotliBytes };
}

/** The rsbuild plugin: precompresses a production build's output after it is written. */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'academy:precompress',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        await precompressDirectory(api.context.distPath);
      });
    },
  };
}
