import { describe, expect, it } from 'vitest';
import { remoteRoutes, type RemoteApp, type RemoteRoute } from '../routes/remote-app.ts';
import { pagesOf, routesConflictingWithOwnership } from './remote-descriptor.ts';

const page = (path: string, access: RemoteRoute['access']): RemoteRoute => ({ path, access, title: path, component: () => null });

describe('routesConflictingWithOwnership', () => {
  it('is empty for a remote that provides some of its own paths with their access, and a path the table does not know', () => {
    const app: RemoteApp = { appId: 'commerce', version: 1, routes: [page('/pricing', 'public'), page('/checkout', 'public'), page('/refunds', 'public')] };

    expect(routesConflictingWithOwnership(app)).toEqual([]);
  });

  it('lists a path of another slice and an owned path with other access', () => {
    const app: RemoteApp = {
      appId: 'commerce',
      version: 1,
      routes: [page('/pricing', 'public'), page('/crm', 'signed-in'), page('/refunds', 'public'), page('/services', 'signed-in')],
    };

    expect(routesConflictingWithOwnership(app)).toEqual([
      { path: '/crm', access: 'signed-in' },
      { path: '/services', access: 'signed-in' },
    ]);
  });
});

describe('remoteRoutes and pagesOf', () => {
  const pages = [
    { path: '/pricing', access: 'public', title: 'Pricing' },
    { path: '/refunds/$id', access: 'signed-in', title: 'Refund' },
  ] as const;

  it('gives each declared page its component, and the pages back without them', () => {
    const Pricing = () => null;
    const Refund = () => null;

    const routes = remoteRoutes(pages, { '/pricing': Pricing, '/refunds/$id': Refund });

    expect(routes).toEqual([
      { path: '/pricing', access: 'public', title: 'Pricing', component: Pricing },
      { path: '/refunds/$id', access: 'signed-in', title: 'Refund', component: Refund },
    ]);
    expect(pagesOf({ appId: 'commerce', version: 1, routes })).toEqual(pages);
  });

  it('refuses a page without a component', () => {
    // @ts-expect-error -- the type asks for a component for every declared path
    expect(() => remoteRoutes(pages, { '/pricing': () => null })).toThrow('No component for the page /refunds/$id');
  });
});
