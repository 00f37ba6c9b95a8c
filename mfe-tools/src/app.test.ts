import { pagesOf, routesConflictingWithOwnership } from '@academy/web-kit/testing';
import { internalToolPaths } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';
import { pages } from './pages.ts';

describe('the tools remote descriptor', () => {
  it('claims no path the route table gives another slice, and keeps the access of its own', () => {
    expect(app.appId).toBe('tools');
    expect(routesConflictingWithOwnership(app)).toEqual([]);
  });

  it('renders exactly the pages its build publishes (academy-pages.json), with their access and titles', () => {
    expect(pagesOf(app)).toEqual(pages);
  });

  it('has a page for every internal tool path the catalogue may name', () => {
    const paths = app.routes.map((route) => route.path);
    expect(internalToolPaths.filter((path) => !paths.includes(path))).toEqual([]);
  });
});
