import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { notFound, parseInput, sendJson, type IdentityClient } from '@academy/service-kit';

const templateListSchema = z.array(z.object({ file: z.string(), url: z.string() }));
const fileParamSchema = z.object({ file: z.string().regex(/^[a-z0-9-]+\.(md|csv)$/) });
const contentTypes: Record<string, string> = { '.md': 'text/markdown; charset=utf-8', '.csv': 'text/csv; charset=utf-8' };

/** The downloadable templates (the dashboard's Download Templates), from content/templates/. */
export function templatesRoutes(deps: { identity: IdentityClient; directory: string }): Router {
  const router = Router();
  router.get('/api/templates', deps.identity.requireUser, async (_req, res) => {
    const files = (await readdir(deps.directory).catch(() => [])).filter((file) => fileParamSchema.safeParse({ file }).success).sort();
    sendJson(res, templateListSchema, files.map((file) => ({ file, url: `/api/templates/${file}` })));
  });
  router.get('/api/templates/:file', deps.identity.requireUser, async (req, res, next) => {
    const { file } = parseInput(fileParamSchema, req.params, 'LEARNING_TEMPLATE_NOT_FOUND');
    const files = await readdir(deps.directory).catch(() => [] as string[]);
    if (!files.includes(file)) throw notFound('LEARNING_TEMPLATE_NOT_FOUND', 'There is no such template.');
    res.type(contentTypes[path.extname(file)] ?? 'application/octet-stream');
    res.attachment(file);
    res.sendFile(file, { root: deps.directory, dotfiles: 'deny' }, (error) => error && next(error));
  });
  return router;
}
