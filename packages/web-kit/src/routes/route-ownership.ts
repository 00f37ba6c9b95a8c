import type { SliceName } from '@academy/contracts';
import type { RouteAccess } from './remote-app.ts';

export interface OwnedRoute {
  /** TanStack Router path. */
  path: string;
  owner: SliceName;
  access: RouteAccess;
}

/**
 * Which remote renders which path (the spec's route table). The shell's router knows these
 * paths statically and loads the owner only when one of its paths is active. '/' belongs to
 * learning for signed-in users (the dashboard); visitors get the shell's landing page there.
 */
export const routeOwnership = [
  { path: '/', owner: 'learning', access: 'signed-in' },
  { path: '/courses', owner: 'learning', access: 'signed-in' },
  { path: '/module/$id', owner: 'learning', access: 'signed-in' },
  { path: '/onboarding', owner: 'learning', access: 'public' },
  { path: '/skill-assessment', owner: 'learning', access: 'signed-in' },

  { path: '/tools', owner: 'tools', access: 'signed-in' },
  { path: '/roi-calculator', owner: 'tools', access: 'signed-in' },
  { path: '/ab-test-optimizer', owner: 'tools', access: 'signed-in' },
  { path: '/lead-score-calculator', owner: 'tools', access: 'signed-in' },
  { path: '/clv-predictor', owner: 'tools', access: 'signed-in' },
  { path: '/conversion-analyzer', owner: 'tools', access: 'signed-in' },
  { path: '/analytics', owner: 'tools', access: 'signed-in' },
  { path: '/challenges', owner: 'tools', access: 'signed-in' },

  { path: '/pricing', owner: 'commerce', access: 'public' },
  { path: '/checkout', owner: 'commerce', access: 'public' },
  { path: '/payment-success', owner: 'commerce', access: 'public' },
  { path: '/services', owner: 'commerce', access: 'public' },

  { path: '/admin', owner: 'backoffice', access: 'public' },
  // Public like /admin: the CRM page itself tells a visitor to log in (the spec's 'Access Denied'); its API needs a session.
  { path: '/crm', owner: 'backoffice', access: 'public' },
] as const satisfies readonly OwnedRoute[];

/** A path owned by a remote. */
export type OwnedPath = (typeof routeOwnership)[number]['path'];

/** Paths the shell renders itself (besides the visitor landing page at '/' and the 404 page). */
export const shellPaths = ['/terms', '/privacy'] as const;

/** The owned routes of one remote. */
export function routesOwnedBy(slice: SliceName): OwnedRoute[] {
  return routeOwnership.filter((route: OwnedRoute) => route.owner === slice);
}
