import { Router } from 'express';
import { courseSearchOperations } from '@academy/contracts';
import { operationHandlers, searchRateLimit, type IdentityClient } from '@academy/service-kit';
import { searchCourse, type CourseSearchDeps } from '../domain/search-course.use-case.ts';

/** The course search the mentor answers from. */
export function courseSearchRoutes(deps: CourseSearchDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(
    courseSearchOperations.searchCourse,
    ({ user, query, req, res }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return searchCourse({ ...deps, logger: req.log }, user.id, query);
    },
    { before: [searchRateLimit] },
  );
  return router;
}
