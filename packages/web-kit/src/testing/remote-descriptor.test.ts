import { describe, expect, it } from 'vitest';
import type { RemoteApp, RemoteRoute } from '../routes/remote-app.ts';
import { routesOutsideOwnership } from './remote-descriptor.ts';

const page = (path: string, access: RemoteRoute['access']): RemoteRoute => ({ path, access, title: path, component: () => null });

describe('routesOutsideOwnership', () => {
  it('is empty for a remote that provides some of its own paths with their access', () => {
    const app: RemoteApp = { appId: 'commerce', version: 1, routes: [page('/pricing', 'public'), page('/checkout', 'public')] };

    expect(routesOutsideOwnership(app)).toEqual([]);
  });

  it('lists a path of another slice, an unknown path and an owned path with other access', () => {
    const app: RemoteApp = {
      appId: 'commerce',
      version: 1,
      routes: [page('/pricing', 'public'), page('/crm', 'signed-in'), page('/refunds', 'public'), page('/services', 'signed-in')],
    };

    expect(routesOutsideOwnership(app)).toEqual([
      { path: '/crm', access: 'signed-in' },
      { path: '/refunds', access: 'public' },
      { path: '/services', access: 'signed-in' },
    ]);
  });
});
