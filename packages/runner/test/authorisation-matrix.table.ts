import type { MountedRoute } from '@academy/service-kit';
import type { ServiceName } from '../src/paths.ts';

export const callers = ['visitor', 'learner', 'otherLearner', 'admin'] as const;
export type Caller = (typeof callers)[number];

/** Expected status for [visitor, learner, another learner, administrator]. */
export type Statuses = readonly [visitor: number, learner: number, otherLearner: number, admin: number];

export interface MatrixRow {
  service: ServiceName;
  /** Method and path as the router registers them: `GET /api/modules/:id`. */
  route: string;
  status: Statuses;
  /** Values for the path's parameters. */
  params?: Readonly<Record<string, string>>;
  /** JSON body for a write; `{}` when absent (a signed-in caller then meets validation, 400). */
  body?: unknown;
  /** The route ends the caller's session (sign-out): it is called with a session of its own. */
  endsSession?: boolean;
  /**
   * A route about one user's object: `param` is filled with the caller's own user id, then with
   * another user's, and `own`/`other` give the statuses for each (the visitor has no own object).
   */
  object?: { param: string; own: Statuses; other: Statuses };
}

export function routeKey(route: MountedRoute): string {
  return `${route.method} ${route.path}`;
}

/**
 * The one table of who may call what. Every route a service mounts has a row (the test fails,
 * naming the route, when one is missing); a new slice adds its rows with its routes.
 *
 *   200/201  allowed          401  not signed in        403  signed in but not allowed
 *   400      allowed, the empty probe body is refused   409  allowed, refused by a business rule
 *   302      a redirect of the sign-in flow
 *
 * Module 1 (the free preview) is the module of the learning rows: every signed-in caller may use it.
 * `/healthz`, `/readyz` and `/internal/routes` are for the machine (the gateway never routes
 * `/internal/`); `/internal/events` needs the services' shared token, which no caller here has.
 */
export const matrix: readonly MatrixRow[] = [
  // identity
  { service: 'identity', route: 'GET /api/auth/user', status: [401, 200, 200, 200] },
  { service: 'identity', route: 'GET /api/callback', status: [302, 302, 302, 302] },
  { service: 'identity', route: 'GET /api/login', status: [302, 302, 302, 302] },
  { service: 'identity', route: 'GET /api/logout', status: [200, 200, 200, 200], endsSession: true },
  { service: 'identity', route: 'POST /api/logout', status: [200, 200, 200, 200], endsSession: true },
  { service: 'identity', route: 'GET /api/oidc/interaction/:uid', status: [400, 400, 400, 400], params: { uid: 'no-such-interaction' } },
  { service: 'identity', route: 'POST /api/oidc/interaction/:uid/abort', status: [400, 400, 400, 400], params: { uid: 'no-such-interaction' } },
  { service: 'identity', route: 'POST /api/oidc/interaction/:uid/login', status: [400, 400, 400, 400], params: { uid: 'no-such-interaction' } },
  { service: 'identity', route: 'GET /healthz', status: [200, 200, 200, 200] },
  { service: 'identity', route: 'GET /internal/routes', status: [200, 200, 200, 200] },
  // The revocation stream answers any caller that reaches identity directly (not the gateway).
  { service: 'identity', route: 'GET /internal/session-revocations', status: [200, 200, 200, 200] },
  { service: 'identity', route: 'GET /readyz', status: [200, 200, 200, 200] },
  // learning
  { service: 'learning', route: 'GET /api/analytics/learning', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/featured-case-study', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/modules', status: [200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/modules/:id', status: [200, 200, 200, 200], params: { id: '1' } },
  { service: 'learning', route: 'GET /api/modules/:id/quiz-attempt', status: [401, 200, 200, 200], params: { id: '1' } },
  { service: 'learning', route: 'PATCH /api/modules/:id/quiz-attempt', status: [401, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempt', status: [401, 409, 409, 409], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempt/submit', status: [401, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempts', status: [401, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'GET /api/onboarding', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/onboarding', status: [401, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/progress', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/progress', status: [401, 400, 400, 400] },
  { service: 'learning', route: 'POST /api/skill-assessment', status: [401, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/skill-assessment/questions', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/skill-assessments', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/stats', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/study-sessions', status: [401, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/templates', status: [401, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/templates/:file', status: [401, 200, 200, 200], params: { file: 'roi-worksheet.csv' } },
  { service: 'learning', route: 'GET /healthz', status: [200, 200, 200, 200] },
  { service: 'learning', route: 'POST /internal/events', status: [401, 401, 401, 401] },
  { service: 'learning', route: 'GET /internal/routes', status: [200, 200, 200, 200] },
  { service: 'learning', route: 'GET /readyz', status: [200, 200, 200, 200] },
  // tools
  { service: 'tools', route: 'GET /api/ai-tools', status: [401, 200, 200, 200] },
  { service: 'tools', route: 'GET /healthz', status: [200, 200, 200, 200] },
  { service: 'tools', route: 'GET /internal/routes', status: [200, 200, 200, 200] },
  { service: 'tools', route: 'GET /readyz', status: [200, 200, 200, 200] },
  // commerce
  { service: 'commerce', route: 'GET /api/subscription-plans', status: [200, 200, 200, 200] },
  { service: 'commerce', route: 'GET /healthz', status: [200, 200, 200, 200] },
  { service: 'commerce', route: 'POST /internal/events', status: [401, 401, 401, 401] },
  { service: 'commerce', route: 'GET /internal/routes', status: [200, 200, 200, 200] },
  { service: 'commerce', route: 'GET /readyz', status: [200, 200, 200, 200] },
  // backoffice
  { service: 'backoffice', route: 'GET /api/crm/dashboard-stats', status: [401, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /healthz', status: [200, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /internal/routes', status: [200, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /readyz', status: [200, 200, 200, 200] },
];
