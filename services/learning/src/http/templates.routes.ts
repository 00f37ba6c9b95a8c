import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { learningOperations, templateFileParamsSchema } from '@academy/contracts';
import { notFound, operationHandlers, type IdentityClient } from '@academy/service-kit';

const contentTypes: Record<string, string> = { '.md': 'text/markdown; charset=utf-8', '.csv': 'text/csv; charset=utf-8' };

/** The downloadable templates (the dashboard's Download Templates), from content/templates/. */
export function templatesRoutes(deps: { identity: IdentityClient; directory: string }): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  handle(learningOperations.getTemplates, async () => {
    const files = (await readdir(deps.directory).catch(() => [])).filter((file) => templateFileParamsSchema.safeParse({ file }).success).sort();
    return files.map((file) => ({ file, url: `/api/templates/${file}` }));
  });
  handle(learningOperations.getTemplate, async ({ params: { file }, res }) => {
    const files = await readdir(deps.directory).catch(() => [] as string[]);
    if (!files.includes(file)) throw notFound('LEARNING_TEMPLATE_NOT_FOUND', 'There is no such template.');
    res.type(contentTypes[path.extname(file)] ?? 'application/octet-stream');
    res.attachment(file);
    await new Promise<void>((resolve, reject) =>
      res.sendFile(file, { root: deps.directory, dotfiles: 'deny' }, (error) => (error ? reject(error) : resolve())),
    );
  });
  return router;
}
