import { Router } from 'express';
import { acknowledgeModuleUpdateRequestSchema, idParamSchema, moduleUpdateOperations, moduleUpdatesResponseSchema } from '@academy/contracts';
import { currentUser, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import { acknowledgeModuleUpdate, listModuleUpdates, type ModuleUpdatesDeps } from '../domain/module-updates.use-case.ts';

/** What changed in the modules a learner started or finished, and their acknowledgement of it. */
export function moduleUpdatesRoutes(deps: ModuleUpdatesDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const signedIn = deps.identity.requireUser;
  route(router, moduleUpdateOperations.getModuleUpdates, signedIn, async (req, res) => {
    sendJson(res, moduleUpdatesResponseSchema, await listModuleUpdates(deps, currentUser(req).id));
  });
  route(router, moduleUpdateOperations.acknowledgeModuleUpdate, signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const { version } = parseInput(acknowledgeModuleUpdateRequestSchema, req.body);
    sendJson(res, moduleUpdatesResponseSchema, await acknowledgeModuleUpdate(deps, currentUser(req).id, id, version));
  });
  return router;
}
