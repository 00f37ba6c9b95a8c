import { Router } from 'express';
import { backofficeOperations } from '@academy/contracts';
import { clientErrorRateLimit, operationHandlers, requireInternalToken, type IdentityClient } from '@academy/service-kit';
import type { ClientErrorsRepository } from '../data/client-errors.repository.ts';
import { countClientErrors, reportClientError, summariseClientErrors } from '../domain/client-errors.use-case.ts';

/**
 * /api/client-errors: what browsers report; /api/admin/client-errors: what administrators read;
 * /internal/client-errors: the counts release health reads (the platform's shared secret, when set).
 */
export function clientErrorsRoutes(deps: { clientErrors: ClientErrorsRepository; identity: IdentityClient; internalToken: string | undefined }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(backofficeOperations.reportClientError, ({ body }) => reportClientError(deps.clientErrors, body), { before: [clientErrorRateLimit] });
  handle(backofficeOperations.getClientErrorSummary, ({ query }) => summariseClientErrors(deps.clientErrors, query.hours));
  router.use(backofficeOperations.countClientErrors.path, requireInternalToken(deps.internalToken));
  handle(backofficeOperations.countClientErrors, ({ query }) => countClientErrors(deps.clientErrors, new Date(query.since)));
  return router;
}
