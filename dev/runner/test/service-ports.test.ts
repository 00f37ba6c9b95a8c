import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localServiceUrl } from '@academy/contracts';
import { defaultServicePorts, repoRoot, serviceNames } from '../src/index.ts';

// The service names and default ports live in @academy/contracts; code imports them. These files
// cannot import, so they are checked against it (docker-compose.yml: gateway/test/docker-compose.test.ts).
describe('default service ports', () => {
  it('are distinct, one per service', () => {
    expect(Object.keys(defaultServicePorts).sort()).toEqual([...serviceNames].sort());
    expect(new Set(Object.values(defaultServicePorts)).size).toBe(serviceNames.length);
  });

  it('are the ones .env.example documents', async () => {
    const example = await readFile(path.join(repoRoot, '.env.example'), 'utf8');
    expect(example).toContain(`IDENTITY_URL=${localServiceUrl('identity')}\n`);
    const ports = Object.values(defaultServicePorts);
    expect(example).toMatch(new RegExp(`each service \\(defaults \\d+ and ${Math.min(...ports)}-${Math.max(...ports)}\\)`));
    for (const name of serviceNames) expect(example).toContain(`${name.toUpperCase()}_PORT=\n`);
  });
});
