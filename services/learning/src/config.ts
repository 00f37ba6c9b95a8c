import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export const learningConfigSchema = z.object({
  ...baseConfigShape,
  ...eventsConfigShape,
  PORT: baseConfigShape.PORT.default(defaultServicePorts.learning),
  IDENTITY_URL: z.url().default(localServiceUrl('identity')),
  CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
  /** Writes per learner per minute; empty means the platform's default (docs/decisions/008-rate-limits.md). Load benchmarks raise it. */
  WRITE_RATE_LIMIT: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.coerce.number().int().positive().optional()),
});
export type LearningConfig = z.infer<typeof learningConfigSchema>;

export const loadLearningConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('learning', learningConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
