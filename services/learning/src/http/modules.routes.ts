import { Router } from 'express';
import { idParamSchema, moduleResponseSchema, modulesResponseSchema } from '@academy/contracts';
import { parseInput, sendJson, type IdentityClient } from '@academy/service-kit';
import { getModule, listModules, type CatalogueDeps } from '../domain/list-modules.use-case.ts';

export function modulesRoutes(deps: CatalogueDeps & { identity: IdentityClient }): Router {
  const router = Router();
  // The catalogue is public: visitors see what they would learn; lesson text is gated per module.
  router.get('/api/modules', deps.identity.optionalUser, async (req, res) => {
    sendJson(res, modulesResponseSchema, await listModules(deps, req.user?.id));
  });
  router.get('/api/modules/:id', deps.identity.optionalUser, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    sendJson(res, moduleResponseSchema, await getModule(deps, id, req.user?.id));
  });
  return router;
}
