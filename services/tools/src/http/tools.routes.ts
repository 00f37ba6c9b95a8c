import { Router } from 'express';
import { aiToolsResponseSchema, toolsOperations } from '@academy/contracts';
import { route, sendSharedJson, type IdentityClient } from '@academy/service-kit';
import type { ToolsRepository } from '../data/tools.repository.ts';
import { listTools } from '../domain/list-tools.use-case.ts';

export function toolsRoutes(deps: { tools: ToolsRepository; identity: IdentityClient }): Router {
  const router = Router();
  route(router, toolsOperations.getAiTools, deps.identity.requireUser, async (req, res) => {
    // The same catalogue for everyone: compressed once per content, not per request.
    sendSharedJson(req, res, aiToolsResponseSchema, await listTools(deps.tools));
  });
  return router;
}
