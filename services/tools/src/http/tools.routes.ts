import { Router } from 'express';
import { aiToolsResponseSchema, toolsOperations } from '@academy/contracts';
import { route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { ToolsRepository } from '../data/tools.repository.ts';
import { listTools } from '../domain/list-tools.use-case.ts';

export function toolsRoutes(deps: { tools: ToolsRepository; identity: IdentityClient }): Router {
  const router = Router();
  route(router, toolsOperations.getAiTools, deps.identity.requireUser, async (_req, res) => {
    sendJson(res, aiToolsResponseSchema, await listTools(deps.tools));
  });
  return router;
}
