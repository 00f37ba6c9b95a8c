import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { learningOperations, templateFileParamsSchema, templatesResponseSchema } from '@academy/contracts';
import { notFound, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';

const contentTypes: Record<string, string> = { '.md': 'text/markdown; charset=utf-8', '.csv': 'text/csv; charset=utf-8' };

/** The downloadable templates (the dashboard's Download Templates), from content/templates/. */
export function templatesRoutes(deps: { identity: IdentityClient; directory: string }): Router {
  const router = Router();
  route(router, learningOperations.getTemplates, deps.identity.requireUser, async (_req, res) => {
    const files = (await readdir(deps.directory).catch(() => [])).filter((file) => templateFileParamsSchema.safeParse({ file }).success).sort();
    sendJson(res, templatesResponseSchema, files.map((file) => ({ file, url: `/api/templates/${file}` })));
  });
  route(router, learningOperations.getTemplate, deps.identity.requireUser, async (req, res, next) => {
    const { file } = parseInput(templateFileParamsSchema, req.params, 'LEARNING_TEMPLATE_NOT_FOUND');
    const files = await readdir(deps.directory).catch(() => [] as string[]);
    if (!files.includes(file)) throw notFound('LEARNING_TEMPLATE_NOT_FOUND', 'There is no such template.');
    res.type(contentTypes[path.extname(file)] ?? 'application/octet-stream');
    res.attachment(file);
    res.sendFile(file, { root: deps.directory, dotfiles: 'deny' }, (error) => error && next(error));
  });
  return router;
}
