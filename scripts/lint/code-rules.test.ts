import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids ESLint reports for this code as if it were the file at `file` (repository-relative). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('no tx.insert in domain/ (eslint.config.js)', () => {
  const write = `import type { Tx } from '../data/tx.ts';
export async function saveRow(tx: Tx, table: object): Promise<void> {
  await tx.insert(table).values({ id: 1 });
}
`;

  it('fails a use case that inserts with drizzle itself', async () => {
    expect(await problems('services/example/src/domain/save-row.use-case.ts', write)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Use cases write through repositories/),
    ]);
  });

  it.each([
    ['tx.update', 'await tx.update(table).set({ a: 1 });'],
    ['db.delete', 'await db.delete(table);'],
    ['this.db.insert', 'await this.db.insert(table).values({});'],
    ['deps.tx.execute', 'await deps.tx.execute(query);'],
  ])('fails a use case that calls %s', async (_name, statement) => {
    const code = `export async function run(this: any, tx: any, db: any, deps: any, table: object, query: object) {\n  ${statement}\n}\n`;
    expect(await problems('services/example/src/domain/run.use-case.ts', code)).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: Use cases write through repositories/),
    );
  });

  it('lets a repository in data/ write', async () => {
    expect(await problems('services/example/src/data/rows.repository.ts', write)).toEqual([]);
  });

  it('lets a use case call its repository', async () => {
    const code = `import type { RowsRepository } from '../data/rows.repository.ts';
export async function saveRow(rows: RowsRepository): Promise<void> {
  await rows.insert({ id: 1 });
}
`;
    expect(await problems('services/example/src/domain/save-row.use-case.ts', code)).toEqual([]);
  });
});

describe('the code habits of STYLE.md (eslint.config.js)', () => {
  it('fails a default export in source code', async () => {
    expect(await problems('packages/example/src/thing.ts', 'export default function thing(): number {\n  return 1;\n}\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Named exports only/),
    ]);
  });

  it('lets a tool configuration file export a default', async () => {
    expect(await problems('packages/example/vitest.config.ts', 'export default { test: {} };\n')).toEqual([]);
  });

  it('fails any', async () => {
    expect(await problems('packages/example/src/thing.ts', 'export const thing: any = 1;\n')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-explicit-any/),
    ]);
  });

  it('fails a type imported without import type', async () => {
    const code = "import { Thing } from './thing.ts';\nexport const things: Thing[] = [];\n";
    expect(await problems('packages/example/src/things.ts', code)).toEqual([expect.stringMatching(/^@typescript-eslint\/consistent-type-imports/)]);
  });
});

describe('route files take routes and schemas from the contracts (eslint.config.js)', () => {
  it('fails a route file that declares a zod schema', async () => {
    const code = `import { z } from 'zod';
export const bodySchema = z.object({ name: z.string() });
`;
    expect(await problems('services/example/src/http/things.routes.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Route files declare no zod schema/),
    ]);
  });

  it('fails a route file that imports zod under another path', async () => {
    const code = `import * as z from 'zod/v4';
export const bodySchema = z.object({ name: z.string() });
`;
    expect(await problems('services/example/src/http/things.routes.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Route files declare no zod schema/),
    ]);
  });

  it.each([
    ['router.get', "router.get('/api/things', (_req: unknown, res: { json(v: unknown): void }) => res.json([]));"],
    ['app.post', "app.post('/api/things', handler);"],
    ['browserRouter.delete', 'browserRouter.delete(`/api/things/:id`, guard, handler);'],
  ])('fails a route registered with %s instead of route()', async (_name, statement) => {
    const code = `import type { Router, RequestHandler } from 'express';
export function things(router: Router, app: Router, browserRouter: Router, handler: RequestHandler, guard: RequestHandler): void {
  ${statement}
  void [router, app, browserRouter, handler, guard];
}
`;
    expect(await problems('services/example/src/http/things.routes.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Register routes with route\(/),
    ]);
  });

  it('lets a route file register through route() with schemas from the contracts, and name zod types', async () => {
    const code = `import { Router } from 'express';
import type { z } from 'zod';
import { thingOperations, thingSchema } from '@academy/contracts';
import { route, sendJson } from '@academy/service-kit';
export type Thing = z.infer<typeof thingSchema>;
export function things(): Router {
  const router = Router();
  route(router, thingOperations.getThings, (req, res) => {
    sendJson(res, thingSchema, { name: String(req.get('x-name')) });
  });
  return router;
}
`;
    expect(await problems('services/example/src/http/things.routes.ts', code)).toEqual([]);
  });

  it('leaves zod to the contracts and to the rest of a service', async () => {
    const code = `import { z } from 'zod';
export const configSchema = z.object({ PORT: z.coerce.number() });
`;
    expect(await problems('services/example/src/config.ts', code)).toEqual([]);
  });
});

describe('a server.ts is a defineService declaration (eslint.config.js, decision 037)', () => {
  it('fails a server.ts that builds the app and listens by hand', async () => {
    const code = `import { createServiceApp, listen } from '@academy/service-kit';\nexport const start = () => listen(createServiceApp({} as never), 0);\n`;
    expect(await problems('services/example/src/http/server.ts', code)).toEqual([
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: 'createServiceApp' import from '@academy\/service-kit' is restricted\. A server\.ts declares its service with defineService/,
      ),
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'listen' import from '@academy\/service-kit' is restricted/),
    ]);
  });

  it('lets a server.ts declare its service', async () => {
    const code = `import { defineService } from '@academy/service-kit';\nexport const createExampleService = defineService({ name: 'tools', database: { schema: {}, migrations: '' }, assemble: () => ({ routes: [] }) });\n`;
    expect(await problems('services/example/src/http/server.ts', code)).toEqual([]);
  });
});
