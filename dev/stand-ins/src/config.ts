import { z } from 'zod';
import { loadConfig } from '@academy/service-kit';

const optionalText = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional());
const optionalPort = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional());

/**
 * What the stand-ins process reads (the runner sets it). A stand-in runs when its keys are set:
 * MAILBOX_DIR starts the development mailbox.
 */
export const standInsConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(0),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The development mailbox keeps messages here; unset, no mailbox runs. */
  MAILBOX_DIR: optionalText,
  /** The mailbox's SMTP port (0 or unset: a free one, logged). */
  MAILBOX_SMTP_PORT: optionalPort,
}).refine((config) => config.NODE_ENV !== 'production', { message: 'the development stand-ins never run in production', path: ['NODE_ENV'] });
export type StandInsConfig = z.infer<typeof standInsConfigSchema>;

export const loadStandInsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('stand-ins', standInsConfigSchema, env);
