import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** A key left empty (as in .env.example) takes its default. */
const emptyAsDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const commerceConfigSchema = z.object({
  ...baseConfigShape,
  ...eventsConfigShape,
  PORT: baseConfigShape.PORT.default(defaultServicePorts.commerce),
  IDENTITY_URL: z.url().default(localServiceUrl('identity')),
  CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
  /**
   * Development only: e-mails whose account is granted the course when it is created (the
   * built-in sign-in's demo learner who owns the course). Refused in production.
   */
  /**
   * Stripe keys. With none, the service starts the built-in test-mode payment server and points
   * the same stripe SDK at it (DESIGN decision 9). Empty values (compose passes them through)
   * count as unset; the secret key and the webhook secret come together.
   */
  STRIPE_SECRET_KEY: emptyAsUnset(z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')),
  STRIPE_WEBHOOK_SECRET: emptyAsUnset(z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')),
  /** Test mode: where the built-in payment server keeps its objects between restarts. */
  PAYMENTS_TEST_STATE_FILE: emptyAsDefault(z.string().default(path.resolve(here, '../../../.data/test-payments.json'))),
  /** How old a signed webhook may be, in seconds (Stripe's default tolerance). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: emptyAsDefault(z.coerce.number().int().positive().default(300)),
  /** Where links in e-mails point (the gateway's public address). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * The SMTP server receipts go to (smtp://user:pass@host:587). Required: `npm start` runs the
   * development mailbox (dev/stand-ins) and sets it.
   */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, error: (issue) => (issue.input === undefined ? 'is required: the SMTP server receipts are sent through (npm start runs the development mailbox and sets it)' : 'must be an smtp:// or smtps:// URL') }),
  ),
  MAIL_FROM: emptyAsDefault(z.string().min(3).default('AI Business Academy <receipts@academy.example>')),
  DEV_COURSE_OWNER_EMAILS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean)),
})
  .refine((config) => config.NODE_ENV !== 'production' || config.DEV_COURSE_OWNER_EMAILS.length === 0, {
    message: 'DEV_COURSE_OWNER_EMAILS is for development only',
    path: ['DEV_COURSE_OWNER_EMAILS'],
  })
  .refine((config) => (config.STRIPE_SECRET_KEY === undefined) === (config.STRIPE_WEBHOOK_SECRET === undefined), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither, for test mode)',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });
export type CommerceConfig = z.infer<typeof commerceConfigSchema>;

export const loadCommerceConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('commerce', commerceConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
