import { Router } from 'express';
import { courseSearchOperations, courseSearchQuerySchema, courseSearchResponseSchema } from '@academy/contracts';
import { currentUser, parseInput, route, searchRateLimit, sendJson, type IdentityClient } from '@academy/service-kit';
import { searchCourse, type CourseSearchDeps } from '../domain/search-course.use-case.ts';

/** The course search the mentor answers from. */
export function courseSearchRoutes(deps: CourseSearchDeps & { identity: IdentityClient }): Router {
  const router = Router();
  route(router, courseSearchOperations.searchCourse, deps.identity.requireUser, searchRateLimit, async (req, res) => {
    const query = parseInput(courseSearchQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendJson(res, courseSearchResponseSchema, await searchCourse(deps, currentUser(req).id, query));
  });
  return router;
}
