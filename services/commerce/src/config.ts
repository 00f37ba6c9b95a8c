import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export const commerceConfigSchema = z.object({
  ...baseConfigShape,
  ...eventsConfigShape,
  PORT: baseConfigShape.PORT.default(4104),
  IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
  CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
  /**
   * Development only: e-mails whose account is granted the course when it is created (the
   * built-in sign-in's demo learner who owns the course). Refused in production.
   */
  DEV_COURSE_OWNER_EMAILS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
}).refine((config) => config.NODE_ENV !== 'production' || config.DEV_COURSE_OWNER_EMAILS.length === 0, {
  message: 'DEV_COURSE_OWNER_EMAILS is for development only',
  path: ['DEV_COURSE_OWNER_EMAILS'],
});
export type CommerceConfig = z.infer<typeof commerceConfigSchema>;

export const loadCommerceConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('commerce', commerceConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
