import { describe, expect, it } from 'vitest';
import { apiOperations, apiSubtrees, standInPaths } from '@academy/contracts';
import {
  apiPrefixesOf,
  carriesSessionCookie,
  prefixOwns,
  shellDocumentFor,
  IMMUTABLE_CACHE_CONTROL,
  cacheControlFor,
  isApiPath,
  isRawBodyPath,
  remoteMounts,
  routeForPath,
  serviceForPath,
  serviceRoutes,
  serviceUrlsFromEnv,
  staticRootsIn,
} from '../src/route-table.ts';

// The ownership table of the platform brief, written out independently of the route table so
// that an edit to the table that moves or drops a prefix fails here.
const ownership: Record<string, string[]> = {
  identity: ['/api/login', '/api/callback', '/api/logout', '/api/auth/user', '/api/admin/users', '/api/admin/users/7', '/api/admin/security'],
  learning: [
    '/api/modules',
    '/api/modules/3',
    '/api/progress',
    '/api/stats',
    '/api/onboarding',
    '/api/skill-assessment',
    '/api/skill-assessments',
    '/api/skill-assessments/latest',
    '/api/featured-case-study',
    '/api/analytics/learning',
    '/api/study-sessions',
    '/api/templates',
  ],
  tools: [
    '/api/ai-tools',
    '/api/business-impact',
    '/api/roi-calculations',
    '/api/weekly-quests',
    '/api/challenge-modes',
    '/api/user-level',
    '/api/join-quest',
    '/api/start-challenge',
    '/api/leaderboard',
  ],
  commerce: [
    '/api/subscription-plans',
    '/api/admin/subscription-plans',
    '/api/admin/subscription-plans/2',
    '/api/subscription-status',
    '/api/create-payment-intent',
    '/api/create-subscription',
    '/api/verify-payment',
    '/api/webhooks/stripe',
    '/api/payments/purchases/3/refund',
  ],
  backoffice: ['/api/crm/dashboard-stats', '/api/crm/contacts/4', '/api/admin/audit-log', '/api/admin/audit-log.csv'],
};

describe('serviceForPath', () => {
  const cases = Object.entries(ownership).flatMap(([service, paths]) => paths.map((path) => [path, service] as const));

  it.each(cases)('%s belongs to %s', (path, service) => {
    expect(serviceForPath(path)?.name).toBe(service);
  });

  it.each([
    '/api/modulesX',
    '/api/modules-archive',
    '/api/skill-assessmentsX',
    '/api/loginx',
    '/api/auth',
    '/api/oidc',
    '/api/crm',
    '/api/payments',
    '/api/admin',
    '/api/admin/',
    '/api/admin/settings',
    '/api/analytics',
    '/api/analytics/tools',
    '/api/webhooks',
    '/api/webhooks/paypal',
    '/api/admin/audit-log.json',
    '/api/payments/test-mode/confirm',
    // The development stand-ins' paths (decision 028): the gateway sends them to the stand-ins when
    // the runner gives it their address, and no service owns them.
    ...standInPaths.flatMap((prefix) => [prefix, `${prefix}/x7`]),
    '/api',
    '/courses',
    '/mfe/learning/remoteEntry.js',
  ])('%s belongs to no service', (path) => {
    expect(serviceForPath(path)).toBeUndefined();
  });

  it('ignores the query string and resolves dot segments', () => {
    expect(serviceForPath('/api/modules?category=ai')?.name).toBe('learning');
    expect(serviceForPath('/api/modules/../admin/users')?.name).toBe('identity');
  });

  it('reports the prefix that matched', () => {
    expect(routeForPath('/api/admin/subscription-plans/2')).toMatchObject({ prefix: '/api/admin/subscription-plans', service: { name: 'commerce' } });
  });
});

describe('the route table', () => {
  it('lists the five services with their URL keys and ports', () => {
    expect(serviceRoutes.map((route) => [route.name, route.urlEnv, route.defaultPort])).toEqual([
      ['identity', 'IDENTITY_URL', 4101],
      ['learning', 'LEARNING_URL', 4102],
      ['tools', 'TOOLS_URL', 4103],
      ['commerce', 'COMMERCE_URL', 4104],
      ['backoffice', 'BACKOFFICE_URL', 4105],
    ]);
  });

  it('gives every prefix to exactly one service', () => {
    const prefixes = serviceRoutes.flatMap((route) => route.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/api\/[a-z-]+(\/[a-z0-9_.-]+)*\/?$/);
  });

  it('never lets one service own a path under another service’s prefix', () => {
    for (const route of serviceRoutes) {
      for (const other of serviceRoutes.filter((candidate) => candidate !== route)) {
        for (const prefix of route.prefixes)
          expect(
            other.prefixes.filter((otherPrefix) => prefixOwns(otherPrefix, prefix)),
            `${route.name} ${prefix}`,
          ).toEqual([]);
      }
    }
  });

  it('mounts each remote at /mfe/<slice>/ from its own build', () => {
    expect(remoteMounts.map((mount) => [mount.urlPrefix, mount.distDir, mount.manifestPath])).toEqual([
      ['/mfe/learning/', 'mfe-learning/dist', '/mfe/learning/mf-manifest.json'],
      ['/mfe/tools/', 'mfe-tools/dist', '/mfe/tools/mf-manifest.json'],
      ['/mfe/commerce/', 'mfe-commerce/dist', '/mfe/commerce/mf-manifest.json'],
      ['/mfe/backoffice/', 'mfe-backoffice/dist', '/mfe/backoffice/mf-manifest.json'],
    ]);
  });

  it('finds the builds of a checkout', () => {
    expect(staticRootsIn('/srv/academy/')).toEqual({
      shell: '/srv/academy/shell/dist',
      remotes: {
        learning: '/srv/academy/mfe-learning/dist',
        tools: '/srv/academy/mfe-tools/dist',
        commerce: '/srv/academy/mfe-commerce/dist',
        backoffice: '/srv/academy/mfe-backoffice/dist',
      },
    });
  });
});

/** An operation's path with each parameter filled, as a client would send it. */
function samplePath(operationPath: string): string {
  return operationPath.replace(/:[A-Za-z_]+/g, '7');
}

describe('the API prefixes, made from the operation tables', () => {
  const routed = apiOperations.filter((operation) => operation.access !== 'internal');

  it.each(routed.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    'routes %s to the service whose operation it is',
    (_name, operation) => {
      expect(serviceForPath(samplePath(operation.path))?.name).toBe(operation.service);
    },
  );

  it('routes no internal operation', () => {
    const internal = apiOperations.filter((operation) => operation.access === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    for (const operation of internal) expect(serviceForPath(samplePath(operation.path)), operation.path).toBeUndefined();
  });

  it('routes a subtree a service hands to a library', () => {
    const subtrees = [{ path: '/api/reports/', service: 'tools', summary: 'a report library' }] as const;
    expect(apiPrefixesOf('tools', [], subtrees)).toEqual(['/api/reports/']);
    expect(apiSubtrees).toEqual([]);
  });

  it('routes a new operation with no other change, and keeps only the prefixes nothing else covers', () => {
    const operations = [
      { service: 'tools', path: '/api/playbooks', access: 'signed-in' },
      { service: 'tools', path: '/api/playbooks/:id/steps', access: 'signed-in' },
      { service: 'tools', path: '/api/playbooks-archive.csv', access: 'administrator' },
      { service: 'tools', path: '/internal/playbooks', access: 'internal' },
      { service: 'learning', path: '/api/lessons/:id', access: 'public' },
    ] as const;
    expect(apiPrefixesOf('tools', operations, [])).toEqual(['/api/playbooks', '/api/playbooks-archive.csv']);
    expect(apiPrefixesOf('learning', operations, [])).toEqual(['/api/lessons']);
  });
});

describe('isApiPath and isRawBodyPath', () => {
  it('treats /api and everything below it as the API', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/anything')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });

  it('passes only the Stripe webhook body raw', () => {
    expect(isRawBodyPath('/api/webhooks/stripe')).toBe(true);
    expect(isRawBodyPath('/api/webhooks/stripex')).toBe(false);
    expect(isRawBodyPath('/api/progress')).toBe(false);
  });
});

describe('serviceUrlsFromEnv', () => {
  it('uses the local default ports', () => {
    expect(serviceUrlsFromEnv({})).toEqual({
      identity: 'http://127.0.0.1:4101',
      learning: 'http://127.0.0.1:4102',
      tools: 'http://127.0.0.1:4103',
      commerce: 'http://127.0.0.1:4104',
      backoffice: 'http://127.0.0.1:4105',
    });
  });

  it('takes a service URL from its key', () => {
    expect(serviceUrlsFromEnv({ COMMERCE_URL: 'http://commerce.internal:9000' }).commerce).toBe('http://commerce.internal:9000');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/index.html', 'no-cache'],
    ['/app.html', 'no-cache'],
    ['/mfe/learning/mf-manifest.json', 'no-cache'],
    ['/mfe/learning/remoteEntry.js', 'no-cache'],
    ['/static/js/main.0123abcd.js', IMMUTABLE_CACHE_CONTROL],
    ['/static/css/main.89abcdef.css', IMMUTABLE_CACHE_CONTROL],
    ['/static/js/async/lib-react.9f8e7d6c5b4a.js', IMMUTABLE_CACHE_CONTROL],
    ['/mfe/tools/static/font/inter.a1b2c3d4.woff2', IMMUTABLE_CACHE_CONTROL],
    ['/static/js/remoteEntry.js', 'no-cache'],
    ['/static/js/main.js', 'no-cache'],
    ['/static/js/main.0123abcd.js.map', 'no-cache'],
    ['/assets/logo.0123abcd.png', 'no-cache'],
    ['/favicon.ico', 'no-cache'],
  ])('%s -> %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('shellDocumentFor', () => {
  it("answers '/' with the dashboard's document only when the session cookie is among the cookies", () => {
    expect(shellDocumentFor('/', 'academy.sid=s%3Aabc')).toBe('/routes/index.member.html');
    expect(shellDocumentFor('/', 'theme=dark;  academy.sid=s%3Aabc')).toBe('/routes/index.member.html');
    expect(shellDocumentFor('/', undefined)).toBe('/index.html');
    expect(shellDocumentFor('/', '')).toBe('/index.html');
    expect(shellDocumentFor('/', 'xacademy.sid=1; academy.sidx=2')).toBe('/index.html');
    expect(carriesSessionCookie('a=1; academy.sid=')).toBe(true);
  });

  it("answers a route with its document for the cookie's audience, and anything else with the app's page", () => {
    const member = 'academy.sid=s%3Aabc';
    expect(shellDocumentFor('/courses', member)).toBe('/routes/courses.member.html');
    expect(shellDocumentFor('/courses', undefined)).toBe('/app.html');
    expect(shellDocumentFor('/module/7', member)).toBe('/routes/module-id.member.html');
    expect(shellDocumentFor('/pricing', undefined)).toBe('/routes/pricing.visitor.html');
    expect(shellDocumentFor('/pricing', member)).toBe('/routes/pricing.member.html');
    expect(shellDocumentFor('/terms', member)).toBe('/routes/terms.member.html');
    expect(shellDocumentFor('/privacy', undefined)).toBe('/routes/privacy.visitor.html');
    expect(shellDocumentFor('/no/such/page', undefined)).toBe('/app.html');
  });
});
