import { Router } from 'express';
import { learningPathOperations, learningPathResponseSchema } from '@academy/contracts';
import { currentUser, route, sendJson, type IdentityClient } from '@academy/service-kit';
import { getLearningPath, type LearningPathDeps } from '../domain/learning-path.use-case.ts';

/** The learner's personal learning path. */
export function learningPathRoutes(deps: LearningPathDeps & { identity: IdentityClient }): Router {
  const router = Router();
  route(router, learningPathOperations.getLearningPath, deps.identity.requireUser, async (req, res) => {
    // It follows the learner's progress and answers: never kept by a cache.
    res.setHeader('Cache-Control', 'private, no-store');
    sendJson(res, learningPathResponseSchema, await getLearningPath(deps, currentUser(req).id));
  });
  return router;
}
