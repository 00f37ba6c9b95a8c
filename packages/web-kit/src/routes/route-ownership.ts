import type { SliceName } from '@academy/contracts';
import type { RouteAccess } from './remote-app.ts';

export interface OwnedRoute {
  /** TanStack Router path. */
  path: string;
  owner: SliceName;
  access: RouteAccess;
  /**
   * GETs the page makes on its first render for a signed-in user ('$param' as in `path`): the boot
   * script asks them while the app downloads and hands the answers over (api/first-reads.ts), so
   * the page's data travels with its code. An e2e test holds each to being asked once.
   */
  firstReads?: readonly string[];
  /** The same for reads the page makes for anyone, signed in or not. */
  publicFirstReads?: readonly string[];
  /**
   * A route with parameters whose owner draws one first view for all its paths, not one a path
   * (its parameters are data no build knows, a certificate's number): the route documents include
   * that page whatever the path (route-documents.ts routePageFile, docs/decisions/059).
   */
  onePageForEveryPath?: boolean;
}

/**
 * Which remote renders which path (the spec's route table). The shell's router knows these
 * paths statically and loads the owner only when one of its paths is active. '/' belongs to
 * learning for signed-in users (the dashboard); visitors get the shell's landing page there.
 */
export const routeOwnership = [
  {
    path: '/',
    owner: 'learning',
    access: 'signed-in',
    firstReads: ['/api/modules', '/api/ai-tools', '/api/featured-case-study', '/api/user-level', '/api/onboarding'],
  },
  { path: '/courses', owner: 'learning', access: 'signed-in', firstReads: ['/api/modules'] },
  { path: '/module/$id', owner: 'learning', access: 'signed-in', firstReads: ['/api/modules/$id'] },
  { path: '/onboarding', owner: 'learning', access: 'public', firstReads: ['/api/onboarding'] },
  { path: '/skill-assessment', owner: 'learning', access: 'signed-in' },
  { path: '/certificate', owner: 'learning', access: 'signed-in' },
  // Public: anyone given a certificate's link checks it without an account.
  { path: '/verify/$id', owner: 'learning', access: 'public', onePageForEveryPath: true },

  { path: '/tools', owner: 'tools', access: 'signed-in', firstReads: ['/api/ai-tools'] },
  { path: '/roi-calculator', owner: 'tools', access: 'signed-in' },
  { path: '/ab-test-optimizer', owner: 'tools', access: 'signed-in' },
  { path: '/lead-score-calculator', owner: 'tools', access: 'signed-in' },
  { path: '/clv-predictor', owner: 'tools', access: 'signed-in' },
  { path: '/conversion-analyzer', owner: 'tools', access: 'signed-in' },
  {
    path: '/analytics',
    owner: 'tools',
    access: 'signed-in',
    firstReads: ['/api/analytics/learning', '/api/skill-assessments', '/api/business-impact', '/api/roi-calculations'],
  },
  { path: '/challenges', owner: 'tools', access: 'signed-in', firstReads: ['/api/weekly-quests', '/api/user-level'] },

  {
    path: '/pricing',
    owner: 'commerce',
    access: 'public',
    publicFirstReads: ['/api/subscription-plans'],
    firstReads: ['/api/payments/purchases', '/api/subscription-status'],
  },
  { path: '/checkout', owner: 'commerce', access: 'public' },
  { path: '/payment-success', owner: 'commerce', access: 'public' },
  { path: '/services', owner: 'commerce', access: 'public' },

  { path: '/admin', owner: 'backoffice', access: 'public' },
  // Public like /admin: the CRM page itself tells a visitor to log in (the spec's 'Access Denied'); its API needs a session.
  { path: '/crm', owner: 'backoffice', access: 'public', firstReads: ['/api/crm/dashboard-stats'] },
] as const satisfies readonly OwnedRoute[];

/** A path owned by a remote. */
export type OwnedPath = (typeof routeOwnership)[number]['path'];

/** Paths the shell renders itself (besides the visitor landing page at '/' and the 404 page). */
export const shellPaths = ['/terms', '/privacy'] as const;

/**
 * A URL of a route-table path, each `$param` given a value ('/module/$id' → '/module/1'): what a
 * build prerenders the path's frame at, and what the journeys and benches visit.
 */
export function exampleUrl(routePath: string): string {
  return routePath.replace(/\$[A-Za-z0-9_]+/g, '1');
}

/** The owned routes of one remote. */
export function routesOwnedBy(slice: SliceName): OwnedRoute[] {
  return routeOwnership.filter((route: OwnedRoute) => route.owner === slice);
}
