import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export const backofficeConfigSchema = z.object({
  ...baseConfigShape,
  PORT: baseConfigShape.PORT.default(defaultServicePorts.backoffice),
  IDENTITY_URL: z.url().default(localServiceUrl('identity')),
});
export type BackofficeConfig = z.infer<typeof backofficeConfigSchema>;

export const loadBackofficeConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('backoffice', backofficeConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
