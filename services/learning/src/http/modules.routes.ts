import { Router } from 'express';
import { learningOperations, moduleResponseSchema } from '@academy/contracts';
import { operationHandlers, preparedOnce, prepareSharedAnswer, sendSharedAnswer, type IdentityClient } from '@academy/service-kit';
import { listModules, moduleBodyFor, prepareModuleBodies, type CatalogueDeps } from '../domain/list-modules.use-case.ts';

export function modulesRoutes(deps: CatalogueDeps & { identity: IdentityClient }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  // The catalogue is public: visitors see what they would learn; lesson text is gated per module.
  handle(learningOperations.getModules, ({ user }) => listModules(deps, user?.id), { optionalUser: true });
  // A module's body changes only with a deploy: each process prepares every body, in each access,
  // once (checked, serialised, compressed and tagged), and a request costs the caller's access check.
  const moduleBodies = preparedOnce(() => prepareModuleBodies(deps, (module) => prepareSharedAnswer(moduleResponseSchema, module)));
  handle(
    learningOperations.getModule,
    async ({ params, user, req, res }) => {
      const answer = await moduleBodyFor(deps, await moduleBodies(), params.id, user?.id);
      // Access (preview, owned, locked) decides which body is sent, and access follows the session.
      res.vary('Cookie');
      sendSharedAnswer(req, res, answer);
    },
    { optionalUser: true },
  );
  return router;
}
