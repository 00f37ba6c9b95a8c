import { isIP } from 'node:net';
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a network (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For a service believes (Express's `trust proxy`): comma-separated
 * addresses, networks or the names loopback, linklocal, uniquelocal. Loopback by default; in a
 * multi-host topology the gateway's address, or every visitor would be the gateway.
 */
export const trustedProxiesSchema = z
  .string()
  .default('loopback')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .pipe(
    z.array(z.string().refine(isProxyEntry, 'TRUSTED_PROXIES takes addresses, networks (10.0.0.0/8) or loopback, linklocal, uniquelocal, comma-separated')),
  );

/** A switch read from the environment: `true` or `false` (also 1/0, yes/no, on/off), the default when unset or empty. */
export const switchSchema = (fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value))),
  );

/** Environment keys every service reads. */
export const baseConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535),
  /** Interface to listen on: loopback by default, 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  INTERNAL_EVENTS_TOKEN: internalTokenSchema,
  TRUSTED_PROXIES: trustedProxiesSchema,
  /**
   * The OTLP/HTTP collector traces are sent to (`http://localhost:4318`; spans go to its
   * /v1/traces). Unset, nothing is exported; trace context is still continued and logged.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:4318' }).optional(),
  ),
  /**
   * OpenTelemetry's own switch: `true` turns traces off altogether (no spans, no trace context, no
   * trace ids in log lines). For measuring what tracing costs; it is on by default.
   */
  OTEL_SDK_DISABLED: switchSchema(false),
  /** `true` turns the service's metrics off (no per-request figures, GET /metrics answers 404). For measuring what they cost. */
  METRICS_DISABLED: switchSchema(false),
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
