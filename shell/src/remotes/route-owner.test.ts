import { describe, expect, it } from 'vitest';
import { firstReadsAt, ownedRouteAt, remoteToPreloadAt, SIGNED_IN_SHELL_READS } from './route-owner.ts';

describe('ownedRouteAt', () => {
  it('finds the owner of a literal path, a path with a parameter, and the root', () => {
    expect(ownedRouteAt('/courses')?.owner).toBe('learning');
    expect(ownedRouteAt('/module/3')?.path).toBe('/module/$id');
    expect(ownedRouteAt('/')?.path).toBe('/');
    expect(ownedRouteAt('/pricing/')?.owner).toBe('commerce');
  });

  it('finds nothing for the shell’s own pages and unknown paths', () => {
    expect(ownedRouteAt('/terms')).toBeUndefined();
    expect(ownedRouteAt('/module')).toBeUndefined();
    expect(ownedRouteAt('/module/3/extra')).toBeUndefined();
    expect(ownedRouteAt('/no-such-page')).toBeUndefined();
  });
});

describe('remoteToPreloadAt', () => {
  it('preloads a public page’s remote for anyone and a signed-in page’s only for a signed-in user', () => {
    expect(remoteToPreloadAt('/pricing', false)).toBe('commerce');
    expect(remoteToPreloadAt('/tools', true)).toBe('tools');
    expect(remoteToPreloadAt('/tools', false)).toBeUndefined();
    // '/' is the landing page for a visitor and the learning dashboard for a signed-in user.
    expect(remoteToPreloadAt('/', false)).toBeUndefined();
    expect(remoteToPreloadAt('/', true)).toBe('learning');
  });
});

describe('firstReadsAt', () => {
  it("gives a signed-in page the mentor's reads and its route's, with the route's parameters filled in", () => {
    expect(firstReadsAt('/module/3', true)).toEqual([...SIGNED_IN_SHELL_READS, '/api/modules/3']);
    expect(firstReadsAt('/courses/', true)).toEqual([...SIGNED_IN_SHELL_READS, '/api/modules']);
    // The dashboard reads progress and stats too: each path is asked once.
    expect(firstReadsAt('/', true).filter((read) => read === '/api/progress')).toHaveLength(1);
  });

  it('asks nothing a visitor may not read: only a public page’s public reads', () => {
    expect(firstReadsAt('/courses', false)).toEqual([]);
    expect(firstReadsAt('/', false)).toEqual([]);
    expect(firstReadsAt('/pricing', false)).toEqual(['/api/subscription-plans']);
    expect(firstReadsAt('/pricing', true)).toEqual([
      ...SIGNED_IN_SHELL_READS,
      '/api/subscription-plans',
      '/api/payments/purchases',
      '/api/subscription-status',
    ]);
  });

  it('asks only the mentor’s reads on the shell’s own pages and unknown paths', () => {
    expect(firstReadsAt('/terms', true)).toEqual([...SIGNED_IN_SHELL_READS]);
    expect(firstReadsAt('/no-such-page', false)).toEqual([]);
  });
});
