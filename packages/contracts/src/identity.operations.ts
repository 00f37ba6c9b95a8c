import { authUserSchema, devInteractionLoginFormSchema, devInteractionParamsSchema, loginQuerySchema, logoutResponseSchema, sessionRevocationAckSchema } from './identity.ts';
import type { OperationTable } from './operation.ts';

/** Every route of the identity service. */
export const identityOperations = {
  login: { method: 'get', path: '/api/login', service: 'identity', summary: 'Starts sign-in (redirects to the identity provider)', access: 'public', query: loginQuerySchema, redirect: true },
  callback: { method: 'get', path: '/api/callback', service: 'identity', summary: 'Completes sign-in (redirects back into the academy)', access: 'public', redirect: true },
  logoutPage: { method: 'get', path: '/api/logout', service: 'identity', summary: 'The sign-out page: a button that POSTs /api/logout', access: 'public', produces: 'text/html' },
  logout: {
    method: 'post',
    path: '/api/logout',
    service: 'identity',
    summary: 'Signs out everywhere at once; where to go next (a form post gets 303 to it)',
    access: 'public',
    response: logoutResponseSchema,
  },
  currentUser: { method: 'get', path: '/api/auth/user', service: 'identity', summary: 'The signed-in user', access: 'signed-in', response: authUserSchema },
  devInteraction: {
    method: 'get',
    path: '/api/oidc/interaction/:uid',
    service: 'identity',
    summary: 'The development provider’s account chooser (only without OIDC_ISSUER)',
    access: 'public',
    params: devInteractionParamsSchema,
    produces: 'text/html',
  },
  devInteractionLogin: {
    method: 'post',
    path: '/api/oidc/interaction/:uid/login',
    service: 'identity',
    summary: 'Signs in as the development account chosen (only without OIDC_ISSUER)',
    access: 'public',
    params: devInteractionParamsSchema,
    request: devInteractionLoginFormSchema,
    requestFormat: 'form',
    redirect: true,
  },
  devInteractionAbort: {
    method: 'post',
    path: '/api/oidc/interaction/:uid/abort',
    service: 'identity',
    summary: 'Cancels the development sign-in (only without OIDC_ISSUER)',
    access: 'public',
    params: devInteractionParamsSchema,
    redirect: true,
  },
  sessionRevocations: {
    method: 'get',
    path: '/internal/session-revocations',
    service: 'identity',
    summary: 'The stream of ended sessions every service’s identity client follows (server-sent events)',
    access: 'internal',
    produces: 'text/event-stream',
  },
  sessionRevocationAck: {
    method: 'post',
    path: '/internal/session-revocations/ack',
    service: 'identity',
    summary: 'A follower has dropped what a revocation named',
    access: 'internal',
    request: sessionRevocationAckSchema,
    status: 204,
  },
} as const satisfies OperationTable;
