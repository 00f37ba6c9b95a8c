import type { MountedRoute } from '@academy/service-kit';
import type { ServiceName } from '../src/paths.ts';

export const callers = ['visitor', 'learner', 'otherLearner', 'manager', 'publisher', 'admin'] as const;
export type Caller = (typeof callers)[number];

/**
 * Expected status for [visitor, learner, another learner, manager, publisher, administrator]. The
 * manager and the publisher are users an administrator gave those roles; no route grants them more
 * than a learner, so the admin routes refuse them (403) like any learner.
 */
export type Statuses = readonly [visitor: number, learner: number, otherLearner: number, manager: number, publisher: number, admin: number];

interface RowBase {
  service: ServiceName;
  /** Method and path as the router registers them: `GET /api/modules/:id`. */
  route: string;
  /** Values for the path's parameters. */
  params?: Readonly<Record<string, string>>;
  /** JSON body for a write; `{}` when absent (a signed-in caller then meets validation, 400). */
  body?: unknown;
  /** The route ends the caller's session (sign-out): it is called with a session of its own. */
  endsSession?: boolean;
}

/**
 * A route about one user's object: `create` makes (or names) an object of each signed-in caller,
 * `param` is filled with the caller's own object, then with another user's (the learner's; the
 * other learner's for the learner), and `own`/`other` give the statuses for each. The visitor has
 * no object of its own: both of its calls name the learner's.
 */
export interface ObjectStatuses {
  param: string;
  create: (caller: CallerApi) => Promise<string>;
  own: Statuses;
  other: Statuses;
}

export type MatrixRow = RowBase & ({ status: Statuses; object?: never } | { object: ObjectStatuses; status?: never });

/** What a row's `create` may do as one signed-in caller. */
export interface CallerApi {
  userId: string;
  /** A JSON request to a service (or to the development stand-ins) with the caller's session; the status and the parsed body. */
  request(service: ServiceName | 'stand-ins', method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

/** A paid purchase of the caller: checkout with the TEST MODE card form's test card, then verification. */
async function paidPurchase(caller: CallerApi): Promise<string> {
  const intent = await caller.request('commerce', 'POST', '/api/create-payment-intent', { amount: 89, description: 'AI Business Growth Mastery' });
  const clientSecret = (intent.json as { clientSecret?: string } | null)?.clientSecret ?? '';
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  if (intent.status !== 200 || !intentId) throw new Error(`create-payment-intent answered ${intent.status}`);
  const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
  const paid = await caller.request('stand-ins', 'POST', `/api/payments/test-mode/v1/payment_intents/${intentId}/confirm`, {
    client_secret: clientSecret,
    card,
  });
  if (paid.status !== 200) throw new Error(`the test-mode card payment answered ${paid.status}`);
  const verified = await caller.request('commerce', 'POST', '/api/verify-payment', { paymentIntentId: intentId });
  if (verified.status !== 200) throw new Error(`verify-payment answered ${verified.status}`);
  const purchases = await caller.request('commerce', 'GET', '/api/payments/purchases');
  const id = (purchases.json as { id: string; paymentIntentId: string }[]).find((purchase) => purchase.paymentIntentId === intentId)?.id;
  if (!id) throw new Error('the paid purchase is not listed');
  return id;
}

/** A business-impact metric of the caller (the tools service). */
async function ownMetric(caller: CallerApi): Promise<string> {
  const created = await caller.request('tools', 'POST', '/api/business-impact', { metricType: 'revenue', baselineValue: 100, currentValue: 120 });
  const id = (created.json as { id?: number } | null)?.id;
  if (created.status !== 201 || !id) throw new Error(`POST /api/business-impact answered ${created.status}`);
  return String(id);
}

/** An ROI calculation of the caller (the tools service). */
async function ownRoiCalculation(caller: CallerApi): Promise<string> {
  const created = await caller.request('tools', 'POST', '/api/roi-calculations', { investmentAmount: 1000, timeInvested: 10, projectedReturn: 2000 });
  const id = (created.json as { id?: number } | null)?.id;
  if (created.status !== 201 || !id) throw new Error(`POST /api/roi-calculations answered ${created.status}`);
  return String(id);
}

/** A CRM contact of the caller (the backoffice service). */
async function ownContact(caller: CallerApi): Promise<string> {
  const created = await caller.request('backoffice', 'POST', '/api/crm/contacts', { firstName: 'Matrix', lastName: 'Contact' });
  const id = (created.json as { id?: number } | null)?.id;
  if (created.status !== 201 || !id) throw new Error(`POST /api/crm/contacts answered ${created.status}`);
  return String(id);
}

/** A CRM deal of the caller, on a contact of theirs. */
async function ownDeal(caller: CallerApi): Promise<string> {
  const contactId = await ownContact(caller);
  const created = await caller.request('backoffice', 'POST', `/api/crm/contacts/${contactId}/deals`, { title: 'Matrix deal', value: 10 });
  const id = (created.json as { id?: number } | null)?.id;
  if (created.status !== 201 || !id) throw new Error(`POST /api/crm/contacts/{id}/deals answered ${created.status}`);
  return String(id);
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
 * `/healthz`, `/readyz`, `/metrics` and `/internal/routes` are for the machine (the gateway routes
 * only `/api/`); `/internal/events` needs the services' shared token, which no caller here has.
 */
export const matrix: readonly MatrixRow[] = [
  // identity
  { service: 'identity', route: 'GET /api/auth/user', status: [401, 200, 200, 200, 200, 200] },
  // User Management: administrators only, whoever the user is; an empty change is valid and changes nothing.
  { service: 'identity', route: 'GET /api/admin/users', status: [401, 403, 403, 403, 403, 200] },
  { service: 'identity', route: 'GET /api/admin/security', status: [401, 403, 403, 403, 403, 200] },
  { service: 'identity', route: 'POST /api/admin/users', status: [401, 403, 403, 403, 403, 400] },
  {
    service: 'identity',
    route: 'PATCH /api/admin/users/:id',
    // An empty patch is refused (400) once the administrator is let through.
    object: { param: 'id', create: async (caller) => caller.userId, own: [401, 403, 403, 403, 403, 400], other: [401, 403, 403, 403, 403, 400] },
  },
  { service: 'identity', route: 'DELETE /api/admin/users/:id', status: [401, 403, 403, 403, 403, 404], params: { id: '00000000-0000-4000-8000-000000000000' } },
  { service: 'identity', route: 'GET /api/callback', status: [302, 302, 302, 302, 302, 302] },
  { service: 'identity', route: 'GET /api/login', status: [302, 302, 302, 302, 302, 302] },
  { service: 'identity', route: 'GET /api/logout', status: [200, 200, 200, 200, 200, 200], endsSession: true },
  { service: 'identity', route: 'POST /api/logout', status: [200, 200, 200, 200, 200, 200], endsSession: true },
  { service: 'identity', route: 'GET /healthz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'identity', route: 'GET /internal/routes', status: [200, 200, 200, 200, 200, 200] },
  { service: 'identity', route: 'GET /metrics', status: [200, 200, 200, 200, 200, 200] },
  // The revocation stream and its confirmations need the services' shared token, like /internal/events.
  { service: 'identity', route: 'GET /internal/session-revocations', status: [401, 401, 401, 401, 401, 401] },
  { service: 'identity', route: 'GET /readyz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'identity', route: 'POST /internal/session-revocations/ack', status: [401, 401, 401, 401, 401, 401] },
  // learning
  { service: 'learning', route: 'GET /api/analytics/learning', status: [401, 200, 200, 200, 200, 200] },
  // Certificates: the learner's own (null until earned) and its PDF (someone else's is not found); verification and the issuer's keys are public.
  { service: 'learning', route: 'GET /api/certificates/mine', status: [401, 200, 200, 200, 200, 200] },
  {
    service: 'learning',
    route: 'GET /api/certificates/:id/pdf',
    status: [401, 404, 404, 404, 404, 404],
    params: { id: '00000000-0000-4000-8000-000000000000' },
  },
  {
    service: 'learning',
    route: 'GET /api/certificates/:id/verification',
    status: [200, 200, 200, 200, 200, 200],
    params: { id: '00000000-0000-4000-8000-000000000000' },
  },
  { service: 'learning', route: 'GET /api/certificates/issuer-keys', status: [200, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/certificates/verify', status: [400, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/featured-case-study', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/modules', status: [200, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/modules/:id', status: [200, 200, 200, 200, 200, 200], params: { id: '1' } },
  { service: 'learning', route: 'GET /api/modules/:id/quiz-attempt', status: [401, 200, 200, 200, 200, 200], params: { id: '1' } },
  { service: 'learning', route: 'PATCH /api/modules/:id/quiz-attempt', status: [401, 400, 400, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempt', status: [401, 409, 409, 409, 409, 409], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempts', status: [401, 410, 410, 410, 410, 410], params: { id: '1' } },
  { service: 'learning', route: 'POST /api/modules/:id/quiz-attempt/submit', status: [401, 400, 400, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'GET /api/learning-path', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/module-updates', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/module-updates/:id/acknowledgement', status: [401, 400, 400, 400, 400, 400], params: { id: '1' } },
  { service: 'learning', route: 'GET /api/learner-profile', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'PUT /api/learner-profile', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/onboarding', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/onboarding', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/progress', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/progress', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'POST /api/skill-assessment', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/skill-assessment/questions', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/skill-assessments', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/stats', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/streak-freeze-balance', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /api/study-sessions', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /api/templates', status: [401, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /api/templates/:file', status: [401, 200, 200, 200, 200, 200], params: { file: 'roi-worksheet.csv' } },
  // Without a question a signed-in caller meets validation.
  { service: 'learning', route: 'GET /api/course-search', status: [401, 400, 400, 400, 400, 400] },
  { service: 'learning', route: 'GET /healthz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'POST /internal/events', status: [401, 401, 401, 401, 401, 401] },
  { service: 'learning', route: 'GET /internal/routes', status: [200, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /metrics', status: [200, 200, 200, 200, 200, 200] },
  { service: 'learning', route: 'GET /readyz', status: [200, 200, 200, 200, 200, 200] },
  // tools
  { service: 'tools', route: 'POST /internal/events', status: [401, 401, 401, 401, 401, 401] },
  { service: 'tools', route: 'GET /api/ai-tools', status: [401, 200, 200, 200, 200, 200] },
  // A learner's metrics and ROI calculations: another learner's answer 404, as if they did not exist.
  { service: 'tools', route: 'GET /api/business-impact', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'POST /api/business-impact', status: [401, 400, 400, 400, 400, 400] },
  {
    service: 'tools',
    route: 'PUT /api/business-impact/:id',
    body: { metricType: 'efficiency', baselineValue: 10, currentValue: 12 },
    object: { param: 'id', create: ownMetric, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'tools',
    route: 'DELETE /api/business-impact/:id',
    object: { param: 'id', create: ownMetric, own: [401, 204, 204, 204, 204, 204], other: [401, 404, 404, 404, 404, 404] },
  },
  { service: 'tools', route: 'GET /api/roi-calculations', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'POST /api/roi-calculations', status: [401, 400, 400, 400, 400, 400] },
  {
    service: 'tools',
    route: 'PUT /api/roi-calculations/:id',
    body: { investmentAmount: 500, timeInvested: 5, projectedReturn: 900 },
    object: { param: 'id', create: ownRoiCalculation, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'tools',
    route: 'DELETE /api/roi-calculations/:id',
    object: { param: 'id', create: ownRoiCalculation, own: [401, 204, 204, 204, 204, 204], other: [401, 404, 404, 404, 404, 404] },
  },
  // The Challenge arena: every answer is the caller's own, so there is no other learner's object to name.
  { service: 'tools', route: 'GET /api/user-level', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /api/weekly-quests', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'POST /api/join-quest', body: { questId: 'section-sprint' }, status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /api/challenge-modes', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'POST /api/start-challenge', body: { challengeId: 'section-streak' }, status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /api/leaderboard', status: [401, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'PUT /api/leaderboard/participation', body: { optedOut: false }, status: [401, 200, 200, 200, 200, 200] },
  // Nobody has earned gems here, so a signed-in purchase is refused (409 TOOLS_NOT_ENOUGH_GEMS).
  { service: 'tools', route: 'POST /api/streak-freezes', status: [401, 409, 409, 409, 409, 409] },
  { service: 'tools', route: 'GET /healthz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /internal/routes', status: [200, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /metrics', status: [200, 200, 200, 200, 200, 200] },
  { service: 'tools', route: 'GET /readyz', status: [200, 200, 200, 200, 200, 200] },
  // commerce
  { service: 'commerce', route: 'GET /api/subscription-plans', status: [200, 200, 200, 200, 200, 200] },
  { service: 'commerce', route: 'GET /api/subscription-status', status: [401, 200, 200, 200, 200, 200] },
  { service: 'commerce', route: 'POST /api/create-payment-intent', status: [401, 400, 400, 400, 400, 400] },
  { service: 'commerce', route: 'POST /api/verify-payment', status: [401, 400, 400, 400, 400, 400] },
  { service: 'commerce', route: 'POST /api/create-subscription', status: [401, 400, 400, 400, 400, 400] },
  // Plans are managed by administrators only.
  { service: 'commerce', route: 'GET /api/admin/subscription-plans', status: [401, 403, 403, 403, 403, 200] },
  { service: 'commerce', route: 'POST /api/admin/subscription-plans', status: [401, 403, 403, 403, 403, 400] },
  { service: 'commerce', route: 'PUT /api/admin/subscription-plans/:id', status: [401, 403, 403, 403, 403, 400], params: { id: 'no-such-plan' } },
  { service: 'commerce', route: 'DELETE /api/admin/subscription-plans/:id', status: [401, 403, 403, 403, 403, 404], params: { id: 'no-such-plan' } },
  { service: 'commerce', route: 'GET /api/payments/purchases', status: [401, 200, 200, 200, 200, 200] },
  // A checkout shows only the caller's own payment (someone else's answers 403: commerce's purchase test).
  {
    service: 'commerce',
    route: 'GET /api/payments/checkout/:paymentIntentId',
    status: [401, 404, 404, 404, 404, 404],
    params: { paymentIntentId: 'pi_NoSuchIntent123' },
  },
  // A buyer refunds their own paid purchase; someone else's is not found, administrator or not.
  {
    service: 'commerce',
    route: 'POST /api/payments/purchases/:id/refund',
    object: { param: 'id', create: paidPurchase, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  { service: 'commerce', route: 'GET /api/payments/subscriptions', status: [401, 200, 200, 200, 200, 200] },
  // Only the subscriber may change a subscription (someone else's is not found: commerce's subscription-management test).
  {
    service: 'commerce',
    route: 'POST /api/payments/subscriptions/:id/cancel',
    status: [401, 404, 404, 404, 404, 404],
    params: { id: '00000000-0000-4000-8000-000000000000' },
  },
  {
    service: 'commerce',
    route: 'POST /api/payments/subscriptions/:id/resume',
    status: [401, 404, 404, 404, 404, 404],
    params: { id: '00000000-0000-4000-8000-000000000000' },
  },
  // Stripe signs its webhooks; an unsigned call is refused whoever sends it.
  { service: 'commerce', route: 'POST /api/webhooks/stripe', status: [400, 400, 400, 400, 400, 400] },
  { service: 'commerce', route: 'GET /healthz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'commerce', route: 'POST /internal/events', status: [401, 401, 401, 401, 401, 401] },
  { service: 'commerce', route: 'GET /internal/routes', status: [200, 200, 200, 200, 200, 200] },
  { service: 'commerce', route: 'GET /metrics', status: [200, 200, 200, 200, 200, 200] },
  { service: 'commerce', route: 'GET /readyz', status: [200, 200, 200, 200, 200, 200] },
  // backoffice
  { service: 'backoffice', route: 'GET /api/crm/dashboard-stats', status: [401, 200, 200, 200, 200, 200] },
  // CRM data belongs to its owner: anyone else's contact or deal is not found, administrator or not.
  { service: 'backoffice', route: 'GET /api/crm/contacts', status: [401, 200, 200, 200, 200, 200] },
  { service: 'backoffice', route: 'POST /api/crm/contacts', status: [401, 400, 400, 400, 400, 400] },
  { service: 'backoffice', route: 'POST /api/crm/contacts/import', status: [401, 400, 400, 400, 400, 400] },
  { service: 'backoffice', route: 'GET /api/crm/deals', status: [401, 200, 200, 200, 200, 200] },
  {
    service: 'backoffice',
    route: 'GET /api/crm/contacts/:id',
    object: { param: 'id', create: ownContact, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'PUT /api/crm/contacts/:id',
    body: { firstName: 'Renamed' },
    object: { param: 'id', create: ownContact, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'DELETE /api/crm/contacts/:id',
    object: { param: 'id', create: ownContact, own: [401, 204, 204, 204, 204, 204], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'POST /api/crm/contacts/:id/activities',
    body: { type: 'note' },
    object: { param: 'id', create: ownContact, own: [401, 201, 201, 201, 201, 201], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'POST /api/crm/contacts/:id/deals',
    body: { title: 'Matrix' },
    object: { param: 'id', create: ownContact, own: [401, 201, 201, 201, 201, 201], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'PATCH /api/crm/deals/:id',
    body: { stage: 'proposal' },
    object: { param: 'id', create: ownDeal, own: [401, 200, 200, 200, 200, 200], other: [401, 404, 404, 404, 404, 404] },
  },
  {
    service: 'backoffice',
    route: 'DELETE /api/crm/deals/:id',
    object: { param: 'id', create: ownDeal, own: [401, 204, 204, 204, 204, 204], other: [401, 404, 404, 404, 404, 404] },
  },
  // The audit log: administrators only.
  { service: 'backoffice', route: 'GET /api/admin/audit-log', status: [401, 403, 403, 403, 403, 200] },
  { service: 'backoffice', route: 'GET /api/admin/audit-log.csv', status: [401, 403, 403, 403, 403, 200] },
  { service: 'backoffice', route: 'POST /api/client-errors', status: [400, 400, 400, 400, 400, 400] },
  { service: 'backoffice', route: 'GET /api/admin/client-errors', status: [401, 403, 403, 403, 403, 200] },
  // Release health's counts: the services' shared token, like /internal/events.
  { service: 'backoffice', route: 'GET /internal/client-errors', status: [401, 401, 401, 401, 401, 401] },
  { service: 'backoffice', route: 'POST /internal/events', status: [401, 401, 401, 401, 401, 401] },
  { service: 'backoffice', route: 'GET /healthz', status: [200, 200, 200, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /internal/routes', status: [200, 200, 200, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /metrics', status: [200, 200, 200, 200, 200, 200] },
  { service: 'backoffice', route: 'GET /readyz', status: [200, 200, 200, 200, 200, 200] },
];
