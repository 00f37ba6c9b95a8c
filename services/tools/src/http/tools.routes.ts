import { Router } from 'express';
import { aiToolsResponseSchema, toolsOperations } from '@academy/contracts';
import { operationHandlers, preparedOnce, prepareSharedAnswer, sendSharedAnswer, type IdentityClient } from '@academy/service-kit';
import type { ToolsRepository } from '../data/tools.repository.ts';
import { listTools } from '../domain/list-tools.use-case.ts';

export function toolsRoutes(deps: { tools: ToolsRepository; identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  // The catalogue changes only with a deploy: start() syncs it from content/ai-tools.yaml before
  // the service listens, and every process syncs the same file. So each process reads it and
  // prepares its answer once (tried again after a failure), not for every request; the answer is
  // written with its ETag (a 304 while the browser's copy is current).
  const catalogueAnswer = preparedOnce(async () => prepareSharedAnswer(aiToolsResponseSchema, await listTools(deps.tools)));
  handle(toolsOperations.getAiTools, async ({ req, res }) => sendSharedAnswer(req, res, await catalogueAnswer()));
  return router;
}
