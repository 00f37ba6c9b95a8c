import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultServicePorts, localServiceUrl } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig } from '@academy/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const learningConfigSchema = z
  .object({
    ...baseConfigShape,
    ...eventsConfigShape,
    PORT: baseConfigShape.PORT.default(defaultServicePorts.learning),
    IDENTITY_URL: z.url().default(localServiceUrl('identity')),
    CONTENT_DIR: z.string().default(path.resolve(here, '../content')),
    /** The browser-facing origin: certificates' verification links and their issuer. */
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    /**
     * The Ed25519 private key (a JWK, JSON) that signs certificates. Unset: the key in
     * CERTIFICATE_KEY_FILE, generated there on first start.
     */
    CERTIFICATE_SIGNING_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    CERTIFICATE_KEY_FILE: z.preprocess(emptyAsUnset, z.string().default(path.resolve(here, '../../../.data/certificate-signing-key.json'))),
    /**
     * Public keys (a JSON array of Ed25519 public JWKs) of keys that signed certificates before the
     * current one: still published and accepted, so a key can be replaced without voiding them.
     */
    CERTIFICATE_PREVIOUS_PUBLIC_KEYS: z.preprocess(emptyAsUnset, z.string().optional()),
    /** Writes per learner per minute; empty means the platform's default (docs/decisions/008-rate-limits.md). Load benchmarks raise it. */
    WRITE_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().positive().optional()),
    /**
     * An OpenAI-compatible API (its base URL, e.g. https://api.openai.com/v1) that rephrases the
     * mentor's quoted course passages, keeping their citations. Unset: the passages are the answer.
     */
    MENTOR_LLM_URL: z.preprocess(emptyAsUnset, z.url().optional()),
    MENTOR_LLM_API_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    MENTOR_LLM_MODEL: z.preprocess(emptyAsUnset, z.string().default('gpt-4o-mini')),
  })
  .superRefine((env, ctx) => {
    // A key generated inside a container is lost with it, and every certificate it signed would stop verifying.
    if (env.NODE_ENV === 'production' && !env.CERTIFICATE_SIGNING_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CERTIFICATE_SIGNING_KEY'], message: 'is required in production (an Ed25519 private key as a JWK)' });
    }
  });
export type LearningConfig = z.infer<typeof learningConfigSchema>;

export const loadLearningConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('learning', learningConfigSchema, env);

export const migrationsFolder = path.resolve(here, '../drizzle');
