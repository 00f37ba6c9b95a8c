import { Router } from 'express';
import { moduleUpdateOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import { acknowledgeModuleUpdate, listModuleUpdates, type ModuleUpdatesDeps } from '../domain/module-updates.use-case.ts';

/** What changed in the modules a learner started or finished, and their acknowledgement of it. */
export function moduleUpdatesRoutes(deps: ModuleUpdatesDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(moduleUpdateOperations.getModuleUpdates, ({ user }) => listModuleUpdates(deps, user.id));
  handle(moduleUpdateOperations.acknowledgeModuleUpdate, ({ user, params, body }) => acknowledgeModuleUpdate(deps, user.id, params.id, body.version));
  return router;
}
