import { Router } from 'express';
import { learningPathOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import { getLearningPath, type LearningPathDeps } from '../domain/learning-path.use-case.ts';

/** The learner's personal learning path. */
export function learningPathRoutes(deps: LearningPathDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(learningPathOperations.getLearningPath, ({ user, res }) => {
    // It follows the learner's progress and answers: never kept by a cache.
    res.setHeader('Cache-Control', 'private, no-store');
    return getLearningPath(deps, user.id);
  });
  return router;
}
