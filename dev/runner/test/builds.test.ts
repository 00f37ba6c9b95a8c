import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFrontEndBuilds, needsBuild, repoRoot } from '../src/index.ts';

describe('needsBuild', () => {
  it('rebuilds only the remote whose source changed: the shell’s stylesheet is made from its own sources (decision 039)', async () => {
    await ensureFrontEndBuilds();
    expect(await needsBuild('shell')).toBe(false);
    const source = path.join(repoRoot, 'mfe-tools', 'src', 'app.ts');
    const later = new Date(Date.now() + 5_000);
    await utimes(source, later, later);
    try {
      expect(await needsBuild('mfe-tools')).toBe(true);
      expect(await needsBuild('shell')).toBe(false);
      expect(await needsBuild('mfe-commerce')).toBe(false);
    } finally {
      const now = new Date(Date.now() - 60_000);
      await utimes(source, now, now);
    }
  });

  it('rebuilds a remote when the content its pages are prerendered from changes', async () => {
    await ensureFrontEndBuilds();
    const content = path.join(repoRoot, 'services', 'learning', 'content', 'case-studies.yaml');
    const later = new Date(Date.now() + 5_000);
    await utimes(content, later, later);
    try {
      expect(await needsBuild('mfe-learning')).toBe(true);
      expect(await needsBuild('mfe-tools')).toBe(false);
    } finally {
      const now = new Date(Date.now() - 60_000);
      await utimes(content, now, now);
    }
  });
});
