import { z } from 'zod';
import { loadConfig } from '@academy/service-kit';

const optionalText = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional());
const optionalPort = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional());

/**
 * What the stand-ins process reads (the runner sets it). A stand-in runs when its keys are set:
 * MAILBOX_DIR starts the development mailbox, PAYMENTS_SECRET_KEY the test-mode payment server,
 * OIDC_CLIENT_SECRET the development OpenID provider.
 */
export const standInsConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(0),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The development mailbox keeps messages here; unset, no mailbox runs. */
    MAILBOX_DIR: optionalText,
    /** The mailbox's SMTP port (0 or unset: a free one, logged). */
    MAILBOX_SMTP_PORT: optionalPort,
    /** The key commerce presents (its STRIPE_SECRET_KEY); unset, no payment server runs. */
    PAYMENTS_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^sk_test_[A-Za-z0-9_]+$/, 'must be a test secret key (sk_test_…)')
        .optional(),
    ),
    /** Signs the webhooks (commerce's STRIPE_WEBHOOK_SECRET). */
    PAYMENTS_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    ),
    /** Where events are posted: commerce's /api/webhooks/stripe. */
    PAYMENTS_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Where payments are kept between restarts. */
    PAYMENTS_STATE_FILE: optionalText,
    /** The Stripe API's port (commerce's STRIPE_API_URL). */
    PAYMENTS_API_PORT: optionalPort,
    /** Identity's OIDC_CLIENT_SECRET; unset, no provider runs. */
    OIDC_CLIENT_SECRET: optionalText,
    /** The origin browsers reach the provider on (the development gateway); its issuer is this + /api/oidc. */
    OIDC_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Identity's PUBLIC_URL: the client's redirect URI is this + /api/callback. */
    OIDC_CLIENT_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Derives the provider's cookie keys (default: the client secret). */
    OIDC_COOKIE_SECRET: optionalText,
    /** Identity's database, for the users on record the sign-in page offers. */
    OIDC_IDENTITY_DATABASE_URL: optionalText,
  })
  .refine((config) => config.OIDC_CLIENT_SECRET === undefined || config.OIDC_CLIENT_PUBLIC_URL !== undefined, {
    message: "is required with OIDC_CLIENT_SECRET: identity's PUBLIC_URL",
    path: ['OIDC_CLIENT_PUBLIC_URL'],
  })
  .refine((config) => (config.PAYMENTS_SECRET_KEY === undefined) === (config.PAYMENTS_WEBHOOK_SECRET === undefined), {
    message: 'PAYMENTS_SECRET_KEY and PAYMENTS_WEBHOOK_SECRET are set together',
    path: ['PAYMENTS_WEBHOOK_SECRET'],
  })
  .refine((config) => config.NODE_ENV !== 'production', { message: 'the development stand-ins never run in production', path: ['NODE_ENV'] });
export type StandInsConfig = z.infer<typeof standInsConfigSchema>;

export const loadStandInsConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('stand-ins', standInsConfigSchema, env);
