// Writes docs/openapi.json from the contracts: `npm -w @academy/contracts run openapi`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi-document.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
await writeFile(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target}`);
