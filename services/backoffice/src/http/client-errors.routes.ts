import { Router } from 'express';
import { backofficeOperations } from '@academy/contracts';
import { clientErrorRateLimit, operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { ClientErrorsRepository } from '../data/client-errors.repository.ts';
import { reportClientError, summariseClientErrors } from '../domain/client-errors.use-case.ts';

/** /api/client-errors: what browsers report; /api/admin/client-errors: what administrators read. */
export function clientErrorsRoutes(deps: { clientErrors: ClientErrorsRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(backofficeOperations.reportClientError, ({ body }) => reportClientError(deps.clientErrors, body), { before: [clientErrorRateLimit] });
  handle(backofficeOperations.getClientErrorSummary, ({ query }) => summariseClientErrors(deps.clientErrors, query.hours));
  return router;
}
