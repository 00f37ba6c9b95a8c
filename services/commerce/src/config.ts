import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export const commerceConfigSchema = z.object({
  ...baseConfigShape,
  PORT: baseConfigShape.PORT.default(4104),
  IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
  CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
});
export type CommerceConfig = z.infer<typeof commerceConfigSchema>;

export const loadCommerceConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('commerce', commerceConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
