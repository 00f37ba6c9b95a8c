import { Router } from 'express';
import { modulesResponseSchema } from '@academy/contracts';
import { sendJson } from '@academy/service-kit';
import type { ModulesRepository } from '../data/modules.repository.ts';
import { listModules } from '../domain/list-modules.use-case.ts';

export function modulesRoutes(deps: { modules: ModulesRepository }): Router {
  const router = Router();
  // The catalogue is public: visitors see what they would learn; lessons are gated per module.
  router.get('/api/modules', async (_req, res) => {
    sendJson(res, modulesResponseSchema, await listModules(deps.modules));
  });
  return router;
}
