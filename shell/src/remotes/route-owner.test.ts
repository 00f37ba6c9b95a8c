import { describe, expect, it } from 'vitest';
import { ownedRouteAt, remoteToPreloadAt } from './route-owner.ts';

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
