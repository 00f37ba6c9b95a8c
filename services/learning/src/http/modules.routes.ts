import { Router } from 'express';
import { idParamSchema, learningOperations, moduleResponseSchema, modulesResponseSchema } from '@academy/contracts';
import { parseInput, preparedOnce, prepareSharedAnswer, route, sendJson, sendSharedAnswer, type IdentityClient } from '@academy/service-kit';
import { listModules, moduleBodyFor, prepareModuleBodies, type CatalogueDeps } from '../domain/list-modules.use-case.ts';

export function modulesRoutes(deps: CatalogueDeps & { identity: IdentityClient }): Router {
  const router = Router();
  // The catalogue is public: visitors see what they would learn; lesson text is gated per module.
  route(router, learningOperations.getModules, deps.identity.optionalUser, async (req, res) => {
    sendJson(res, modulesResponseSchema, await listModules(deps, req.user?.id));
  });
  // A module's body changes only with a deploy: each process prepares every body, in each access,
  // once (checked, serialised, compressed and tagged), and a request costs the caller's access check.
  const moduleBodies = preparedOnce(() => prepareModuleBodies(deps, (module) => prepareSharedAnswer(moduleResponseSchema, module)));
  route(router, learningOperations.getModule, deps.identity.optionalUser, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const answer = await moduleBodyFor(deps, await moduleBodies(), id, req.user?.id);
    // Access (preview, owned, locked) decides which body is sent, and access follows the session.
    res.vary('Cookie');
    sendSharedAnswer(req, res, answer);
  });
  return router;
}
