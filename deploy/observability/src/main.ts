import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderFiles } from './render.ts';

// npm -w @academy/observability run render: rewrites prometheus/ and grafana/ (a dashboard no longer made is removed).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = renderFiles();
const dashboardsDir = path.join(root, 'grafana/dashboards');
for (const name of readdirSync(dashboardsDir, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : []))) {
  if (!files.has(`grafana/dashboards/${name}`)) rmSync(path.join(dashboardsDir, name));
}
for (const [relative, content] of files) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}
console.log(`Rendered ${files.size} files into ${path.relative(process.cwd(), root) || '.'}`);
