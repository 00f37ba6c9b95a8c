import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export const toolsConfigSchema = z.object({
  ...baseConfigShape,
  ...eventsConfigShape,
  PORT: baseConfigShape.PORT.default(defaultServicePorts.tools),
  IDENTITY_URL: z.url().default(localServiceUrl('identity')),
  CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
});
export type ToolsConfig = z.infer<typeof toolsConfigSchema>;

export const loadToolsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('tools', toolsConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
