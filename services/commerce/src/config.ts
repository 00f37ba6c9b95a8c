import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** A key that must be set (empty counts as unset): says what it is when missing. */
const required = <T extends z.ZodType<unknown, string>>(schema: T, what: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string({ error: `is required: ${what}` }).pipe(schema));
/** A key left empty (as in .env.example) takes its default. */
const emptyAsDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const commerceConfigSchema = z
  .object({
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
     * Stripe keys, required (DESIGN decision 9): `npm start` runs the test-mode payment server
     * (dev/stand-ins) with fresh test keys and sets them. Empty values (compose passes them through)
     * count as unset.
     */
    STRIPE_SECRET_KEY: required(
      z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)'),
      'the Stripe secret key payments are made with (npm start runs the test-mode payment server and sets it)',
    ),
    STRIPE_WEBHOOK_SECRET: required(
      z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
      'the signing secret of the Stripe webhook endpoint (npm start sets it with the test-mode payment server)',
    ),
    /**
     * Development only: where the SDK sends Stripe's API calls instead of api.stripe.com (`npm start`
     * sets it to the test-mode payment server). Refused in production.
     */
    STRIPE_API_URL: emptyAsUnset(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:4999' })),
    /** How old a signed webhook may be, in seconds (Stripe's default tolerance). */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: emptyAsDefault(z.coerce.number().int().positive().default(300)),
    /** Where links in e-mails point (the gateway's public address). */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /**
     * The SMTP server receipts go to (smtp://user:pass@host:587). Required: `npm start` runs the
     * development mailbox (dev/stand-ins) and sets it.
     */
    SMTP_URL: required(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
      'the SMTP server receipts are sent through (npm start runs the development mailbox and sets it)',
    ),
    MAIL_FROM: emptyAsDefault(z.string().min(3).default('AI Business Academy <receipts@academy.example>')),
    DEV_COURSE_OWNER_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.DEV_COURSE_OWNER_EMAILS.length === 0, {
    message: 'DEV_COURSE_OWNER_EMAILS is for development only',
    path: ['DEV_COURSE_OWNER_EMAILS'],
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.STRIPE_API_URL === undefined, {
    message: 'is for development only: in production the SDK talks to Stripe',
    path: ['STRIPE_API_URL'],
  });
export type CommerceConfig = z.infer<typeof commerceConfigSchema>;

export const loadCommerceConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('commerce', commerceConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
