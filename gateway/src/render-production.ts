import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SliceName } from '@academy/contracts';
import { renderNginxFiles, renderRemoteNginxConf, nginxFiles } from './nginx-config.ts';
import { productionNginxOptions, productionPaths, productionRemoteNginxOptions } from './production.ts';

/**
 * Build step of the images: writes the production nginx configuration made from the route table
 * under an output directory, at the absolute paths it will have in the image
 * (`<out>/etc/nginx/nginx.conf`, ...).
 *   tsx gateway/src/render-production.ts <out>                   the gateway's (gateway/Dockerfile)
 *   tsx gateway/src/render-production.ts <out> --remote <slice>  a remote's own server (mfe.Dockerfile)
 */
const [out, flag, slice] = process.argv.slice(2);
if (!out || (flag !== undefined && (flag !== '--remote' || !slice))) {
  console.error('usage: render-production.ts <output directory> [--remote <slice>]');
  process.exit(1);
}
const files = slice
  ? { [path.join(productionPaths.confDir, nginxFiles.conf)]: renderRemoteNginxConf(productionRemoteNginxOptions(slice as SliceName)) }
  : renderNginxFiles(productionNginxOptions());
for (const [file, text] of Object.entries(files)) {
  const target = path.join(out, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
