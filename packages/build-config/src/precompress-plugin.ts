import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const gzipAsync = promisify(gzip);

/** The files worth compressing: text the gateway would otherwise gzip on every request. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a gzip answer is no smaller than the file (nginx's gzip_min_length). */
const MIN_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
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
 * Writes `file.gz` (gzip level 9) beside every compressible file of a build, once, at build time.
 * The gateway serves these as they are (nginx `gzip_static`), so visitors download the smallest
 * gzip there is while nginx spends no CPU per request and keeps its cheap level for API answers.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  let files = 0;
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const packed = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
    await writeFile(`${file}.gz`, packed);
    files += 1;
    bytes += content.length;
    gzipBytes += packed.length;
  }
  return { files, bytes, gzipBytes };
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
