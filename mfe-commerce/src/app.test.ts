import { pagesOf, routesConflictingWithOwnership } from '@academy/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';
import { pages } from './pages.ts';

describe('the commerce remote descriptor', () => {
  it('claims no path the route table gives another slice, and keeps the access of its own', () => {
    expect(app.appId).toBe('commerce');
    expect(routesConflictingWithOwnership(app)).toEqual([]);
  });

  it('renders exactly the pages its build publishes (academy-pages.json), with their access and titles', () => {
    expect(pagesOf(app)).toEqual(pages);
  });
});
