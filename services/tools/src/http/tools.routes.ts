import { Router } from 'express';
import { aiToolsResponseSchema, toolsOperations } from '@academy/contracts';
import { preparedOnce, prepareSharedAnswer, route, sendSharedAnswer, type IdentityClient } from '@academy/service-kit';
import type { ToolsRepository } from '../data/tools.repository.ts';
import { listTools } from '../domain/list-tools.use-case.ts';

export function toolsRoutes(deps: { tools: ToolsRepository; identity: IdentityClient }): Router {
  const router = Router();
  // The catalogue changes only with a deploy: start() syncs it from content/ai-tools.yaml before
  // the service listens, and every process syncs the same file. So each process reads it and
  // prepares its answer once (tried again after a failure), not for every request.
  const catalogueAnswer = preparedOnce(async () => prepareSharedAnswer(aiToolsResponseSchema, await listTools(deps.tools)));
  route(router, toolsOperations.getAiTools, deps.identity.requireUser, async (req, res) => {
    sendSharedAnswer(req, res, await catalogueAnswer());
  });
  return router;
}
