import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFrontEndBuilds, needsBuild, repoRoot } from '../src/index.ts';

describe('needsBuild', () => {
  it('rebuilds only the remote whose source changed: the shell’s stylesheet is made from its own sources (decision 039)', async () => {
    await ensureFrontEndBuilds();
    expect(await needsBuild('shell')).toBe(false);
    const source = path.join(repoRoot, 'mfe-tools', 'src', 'app.ts');
    const before = await stat(source);
    const later = new Date(Date.now() + 5_000);
    await utimes(source, later, later);
    try {
      expect(await needsBuild('mfe-tools')).toBe(true);
      expect(await needsBuild('shell')).toBe(false);
      expect(await needsBuild('mfe-commerce')).toBe(false);
    } finally {
      // The time it had: a time after the build's would have it built again by the next caller.
      await utimes(source, before.atime, before.mtime);
    }
  });

  it('rebuilds a remote when the content its pages are prerendered from changes', async () => {
    await ensureFrontEndBuilds();
    const content = path.join(repoRoot, 'services', 'learning', 'content', 'case-studies.yaml');
    const before = await stat(content);
    const later = new Date(Date.now() + 5_000);
    await utimes(content, later, later);
    try {
      expect(await needsBuild('mfe-learning')).toBe(true);
      expect(await needsBuild('mfe-tools')).toBe(false);
    } finally {
      await utimes(content, before.atime, before.mtime);
    }
  });
});
