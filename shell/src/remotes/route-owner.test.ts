import { describe, expect, it } from 'vitest';
import { firstReadsAt, ownedRouteAt, remoteToPreloadAt, runtimeOwnedRoutes, SIGNED_IN_SHELL_READS } from './route-owner.ts';

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

describe('runtimeOwnedRoutes', () => {
  it('makes routes of the pages the configuration lists that the shell was built without, owned by the slice that lists them', () => {
    expect(
      runtimeOwnedRoutes({
        tools: [
          { path: '/tools', access: 'signed-in', title: 'AI Business Tools' },
          { path: '/forecasts/$id', access: 'signed-in', title: 'Forecast' },
        ],
        commerce: [{ path: '/refunds', access: 'public', title: 'Refunds' }],
      }),
    ).toEqual([
      { path: '/forecasts/$id', owner: 'tools', access: 'signed-in' },
      { path: '/refunds', owner: 'commerce', access: 'public' },
    ]);
  });

  it("leaves out a path the shell has (a parameter's name aside), the shell's own pages, and a path another slice listed first", () => {
    expect(
      runtimeOwnedRoutes({
        learning: [
          { path: '/module/$slug', access: 'public', title: 'Module' },
          { path: '/terms', access: 'public', title: 'Terms' },
          { path: '/', access: 'public', title: 'Home' },
          { path: '/glossary', access: 'public', title: 'Glossary' },
        ],
        tools: [{ path: '/glossary', access: 'signed-in', title: 'Glossary' }],
      }),
    ).toEqual([{ path: '/glossary', owner: 'learning', access: 'public' }]);
  });

  it('is empty without pages', () => {
    expect(runtimeOwnedRoutes(undefined)).toEqual([]);
  });
});

describe('ownedRouteAt with the pages learned at run time', () => {
  const runtime = runtimeOwnedRoutes({ tools: [{ path: '/forecasts/$id', access: 'signed-in', title: 'Forecast' }] });

  it('finds a learned page, its parameter filled; the route table still comes first', () => {
    expect(ownedRouteAt('/forecasts/42', runtime)).toEqual({ path: '/forecasts/$id', owner: 'tools', access: 'signed-in' });
    expect(ownedRouteAt('/forecasts/42')).toBeUndefined();
    expect(ownedRouteAt('/forecasts', runtime)).toBeUndefined();
    expect(ownedRouteAt('/courses', runtime)?.owner).toBe('learning');
  });

  it("preloads a learned page's remote as for a built-in one", () => {
    expect(remoteToPreloadAt('/forecasts/42', true, runtime)).toBe('tools');
    expect(remoteToPreloadAt('/forecasts/42', false, runtime)).toBeUndefined();
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
