import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { idParamSchema, learningOperations, moduleResponseSchema, modulesResponseSchema } from '@academy/contracts';
import { answeredNotModified, checkedAnswer, contentEtag, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import { getModule, listModules, type CatalogueDeps } from '../domain/list-modules.use-case.ts';

/**
 * Answers a body that changes only with a deploy (or the caller's access) so the browser may keep
 * it and revalidate: a strong ETag from the body's content hash (the same in every process of the
 * service), `private, no-cache` (kept per browser, asked again each time) and a 304 without a body
 * when the browser's copy is current.
 */
export function sendRevalidatedJson<S extends z.core.$ZodType>(req: Request, res: Response, schema: S, value: z.input<S>): void {
  const body = JSON.stringify(checkedAnswer(schema, value));
  // Access (preview, owned, locked) decides what the body holds, and access follows the session.
  res.vary('Cookie');
  if (answeredNotModified(req, res, contentEtag(body))) return;
  res.type('application/json').send(body);
}

export function modulesRoutes(deps: CatalogueDeps & { identity: IdentityClient }): Router {
  const router = Router();
  // The catalogue is public: visitors see what they would learn; lesson text is gated per module.
  route(router, learningOperations.getModules, deps.identity.optionalUser, async (req, res) => {
    sendJson(res, modulesResponseSchema, await listModules(deps, req.user?.id));
  });
  route(router, learningOperations.getModule, deps.identity.optionalUser, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    sendRevalidatedJson(req, res, moduleResponseSchema, await getModule(deps, id, req.user?.id));
  });
  return router;
}
