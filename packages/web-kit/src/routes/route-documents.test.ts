import { describe, expect, it } from 'vitest';
import { routeOwnership, type OwnedRoute } from './route-ownership.ts';
import {
  REQUEST_PATH_VARIABLE,
  documentAudiences,
  pageFragmentFile,
  pageFragmentPath,
  pageHeadPath,
  routeDocumentPath,
  routePageFile,
  routePageIncludeMarkup,
  routePagePath,
  routePathPattern,
} from './route-documents.ts';

describe('route documents', () => {
  it('names one document per route and audience, none twice', () => {
    const names = routeOwnership.flatMap((route) => documentAudiences(route).map((audience) => routeDocumentPath(route.path, audience)));
    expect(new Set(names).size).toBe(names.length);
    expect(routeDocumentPath('/', 'member')).toBe('/routes/index.member.html');
    expect(routeDocumentPath('/module/$id', 'member')).toBe('/routes/module-id.member.html');
    expect(routeDocumentPath('/lead-score-calculator', 'visitor')).toBe('/routes/lead-score-calculator.visitor.html');
  });

  it('draws signed-in routes for members only, public ones for both', () => {
    expect(documentAudiences({ access: 'signed-in' })).toEqual(['member']);
    expect(documentAudiences({ access: 'public' })).toEqual(['visitor', 'member']);
  });

  it('matches a route by its whole path, a parameter being one segment', () => {
    const matches = (routePath: string, url: string) => new RegExp(routePathPattern(routePath)).test(url);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/courses')).toBe(false);
    expect(matches('/courses', '/courses')).toBe(true);
    expect(matches('/courses', '/courses/x')).toBe(false);
    expect(matches('/courses', '/coursesx')).toBe(false);
    expect(matches('/module/$id', '/module/12')).toBe(true);
    expect(matches('/module/$id', '/module/12/x')).toBe(false);
    expect(matches('/module/$id', '/module/')).toBe(false);
    expect(matches('/ab-test-optimizer', '/ab-test-optimizer')).toBe(true);
    // Every route's pattern matches its own sample and no other route's.
    for (const route of routeOwnership) {
      const sample = route.path.replace(/\$\w+/g, '7');
      expect(routeOwnership.filter((other) => matches(other.path, sample)).map((other) => other.path)).toEqual([route.path]);
    }
  });

  it("puts the owner's page under its remote's base", () => {
    expect(pageFragmentPath('learning', '/courses', 'member')).toBe('/mfe/learning/pages/courses.member.html');
    expect(pageFragmentPath('learning', '/', 'member')).toBe('/mfe/learning/pages/index.member.html');
    expect(pageFragmentPath('commerce', '/pricing', 'visitor')).toBe('/mfe/commerce/pages/pricing.visitor.html');
    expect(pageFragmentPath('learning', REQUEST_PATH_VARIABLE, 'member')).toBe('/mfe/learning/pages$academy_page_uri.member.html');
    expect(pageHeadPath('tools')).toBe('/mfe/tools/pages/head.html');
  });

  it("names the page's file in the owner's build as its URL does below the remote's base", () => {
    for (const [uri, audience] of [
      ['/courses', 'member'],
      ['/', 'member'],
      ['/module/3', 'member'],
      ['/pricing', 'visitor'],
    ] as const) {
      expect(pageFragmentPath('learning', uri, audience)).toBe(`/mfe/learning/${pageFragmentFile(uri, audience)}`);
    }
  });

  it("names a route's own page without a $ (nginx's variables), apart from every page of a path", () => {
    expect(routePageFile('/verify/$id', 'visitor')).toBe('pages/routes/verify-id.visitor.html');
    expect(routePagePath('learning', '/verify/$id', 'member')).toBe('/mfe/learning/pages/routes/verify-id.member.html');
    // A build draws it at the route's own path.
    expect(pageFragmentFile('/verify/$id', 'visitor')).toBe('pages/routes/verify-id.visitor.html');
    for (const route of routeOwnership) {
      for (const audience of documentAudiences(route)) expect(routePagePath(route.owner, route.path, audience)).not.toContain('$');
    }
    // The path asked is included only for a route with parameters, and none of those lies below /routes/.
    const withParameters = routeOwnership.filter((route) => route.path.includes('$'));
    expect(withParameters.length).toBeGreaterThan(0);
    for (const route of withParameters) expect(route.path.startsWith('/routes/')).toBe(false);
  });

  it('includes the page of the path asked, or the one page of a route drawn once for all its paths', () => {
    expect(routePageIncludeMarkup({ path: '/verify/$id', owner: 'learning', onePageForEveryPath: true }, 'visitor', '<link rel="preload">')).toBe(
      '<!--# block name="no-page" --><link rel="preload"><!--# endblock --><!--# include virtual="/mfe/learning/pages/routes/verify-id.visitor.html" stub="no-page" -->',
    );
    expect(routePageIncludeMarkup({ path: '/module/$id', owner: 'learning' }, 'member')).toBe(
      '<!--# block name="no-page" --><!--# endblock --><!--# include virtual="/mfe/learning/pages$academy_page_uri.member.html" stub="no-page" -->',
    );
    expect(routePageIncludeMarkup({ path: '/pricing', owner: 'commerce' }, 'visitor', 'x')).toBe(
      '<!--# block name="no-page" -->x<!--# endblock --><!--# include virtual="/mfe/commerce/pages/pricing.visitor.html" stub="no-page" -->',
    );
    // Only a route with parameters has paths a build cannot know.
    for (const route of routeOwnership as readonly OwnedRoute[]) if (route.onePageForEveryPath) expect(route.path).toContain('$');
    expect(routeOwnership.find((route) => route.path === '/verify/$id')).toMatchObject({ onePageForEveryPath: true });
  });
});
