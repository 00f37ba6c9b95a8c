import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderNginxFiles } from './nginx-config.ts';
import { productionNginxOptions } from './production.ts';

/**
 * Build step of gateway/Dockerfile: writes the production nginx configuration made from the route
 * table under an output directory, at the absolute paths it will have in the image
 * (`<out>/etc/nginx/nginx.conf`, ...). Usage: tsx gateway/src/render-production.ts <out>
 */
const out = process.argv[2];
if (!out) {
  console.error('usage: render-production.ts <output directory>');
  process.exit(1);
}
for (const [file, text] of Object.entries(renderNginxFiles(productionNginxOptions()))) {
  const target = path.join(out, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
