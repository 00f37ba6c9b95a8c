import { z } from 'zod';

export class ConfigError extends Error {
  constructor(service: string, problems: string[]) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The platform's shared secret for service-to-service calls (events, session revocations), sent
 * and required as X-Internal-Token; when unset those endpoints are open, which only suits loopback.
 */
export const internalTokenSchema = z.string().min(16, 'INTERNAL_EVENTS_TOKEN must be at least 16 characters').optional();

/** Environment keys every service reads. */
export const baseConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535),
  /** Interface to listen on: loopback by default, 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  INTERNAL_EVENTS_TOKEN: internalTokenSchema,
};

/**
 * Parses the environment once at start. Fails fast with every problem named, so a service never
 * runs half-configured.
 */
export function loadConfig<S extends z.ZodObject>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    service,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
  );
}
