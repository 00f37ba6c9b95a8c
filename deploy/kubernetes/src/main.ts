import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderFiles } from './render.ts';
import { settingsFromArgs } from './settings.ts';

// npm -w @academy/kubernetes run render [-- --tag 1.4.0 --host academy.example.org --out /tmp/k8s]
// Without --out it rewrites the committed manifests/ and examples/ (with the defaults, as committed).
const here = path.dirname(fileURLToPath(import.meta.url));
const { settings, out } = settingsFromArgs(process.argv.slice(2));
const root = path.resolve(out ?? path.join(here, '..'));
if (!out) for (const folder of ['manifests', 'examples']) await rm(path.join(root, folder), { recursive: true, force: true });
for (const [file, text] of renderFiles(settings)) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}
console.log(`rendered into ${root}`);
