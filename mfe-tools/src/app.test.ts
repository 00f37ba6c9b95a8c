import { routesOwnedBy } from '@academy/web-kit';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';

describe('the tools remote descriptor', () => {
  it('provides only paths the route table gives this slice, with the same access', () => {
    expect(app.appId).toBe('tools');
    const owned = new Map(routesOwnedBy('tools').map((route) => [route.path, route.access]));
    for (const route of app.routes) {
      expect(owned.get(route.path), route.path).toBe(route.access);
    }
  });
});
