import { routesOutsideOwnership } from '@academy/web-kit/testing';
import { internalToolPaths } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';

describe('the tools remote descriptor', () => {
  it('provides only paths the route table gives this slice, with the same access', () => {
    expect(app.appId).toBe('tools');
    expect(routesOutsideOwnership(app)).toEqual([]);
  });

  it('has a page for every internal tool path the catalogue may name', () => {
    const paths = app.routes.map((route) => route.path);
    expect(internalToolPaths.filter((path) => !paths.includes(path))).toEqual([]);
  });
});
