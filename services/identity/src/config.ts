import { z } from 'zod';
import { defaultServicePorts } from '@academy/contracts';
import { baseConfigShape, eventsConfigShape, loadConfig, type EventSubscriber } from '@academy/service-kit';

/** Used only outside production, so a local start needs no secret of its own. */
export const DEVELOPMENT_SESSION_SECRET = 'academy-development-session-secret-do-not-use-in-production';

/** An unset key and an empty one mean the same thing. */
const optionalText = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional());

/** A comma-separated list of e-mail addresses, trimmed and lower-cased; empty when unset. */
const emailList = (key: string) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email(`${key} must be a comma-separated list of e-mail addresses`)));

export const identityConfigSchema = z
  .object({
    ...baseConfigShape,
    ...eventsConfigShape,
    PORT: baseConfigShape.PORT.default(defaultServicePorts.identity),
    /** Interface to listen on; 0.0.0.0 inside a container. */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The origin browsers use (the gateway); redirect URIs and cookies are built from it. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as http://localhost:8080' })
      .default('http://localhost:8080')
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash;
      }, 'must be an origin without a path, query or fragment, such as https://academy.example.com')
      .transform((value) => new URL(value).origin),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * Secrets SESSION_SECRET replaced, comma-separated: cookies they signed are still accepted, so a
     * rotation signs nobody out; new cookies are signed with SESSION_SECRET. Drop them once the
     * sessions they signed have expired (docs/operations.md, Rotating secrets).
     */
    SESSION_SECRET_PREVIOUS: optionalText.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().min(32, 'each previous secret must be at least 32 characters')))
        .optional(),
    ),
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be the issuer URL, e.g. https://login.example.com' }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** Sign-ins one address may start per 10 minutes (docs/decisions/008-rate-limits.md). */
    SIGN_IN_RATE_LIMIT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int().positive().default(30),
    ),
    /**
     * Comma-separated e-mail addresses whose accounts start as administrators when they first sign
     * in; an administrator may change the role later (unlike ADMIN_EMAILS). `npm start` names the
     * development provider's demo administrator here.
     */
    INITIAL_ADMIN_EMAILS: emailList('INITIAL_ADMIN_EMAILS'),
    /** Comma-separated e-mail addresses whose users are administrators. */
    ADMIN_EMAILS: emailList('ADMIN_EMAILS'),
  })
  .superRefine((env, ctx) => {
    // Sign-in is always through an OpenID Connect issuer; `npm start` runs the development provider
    // (dev/stand-ins) and sets all three.
    for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (env[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required: the OpenID Connect issuer users sign in through, with this client of it (npm start runs the development provider and sets it)',
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production (at least 32 random characters)' });
    }
  });

export type IdentityEnv = z.infer<typeof identityConfigSchema>;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface IdentityConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Origin without a trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  sessionSecret: string;
  /** Earlier session secrets, still accepted for cookies they signed (SESSION_SECRET_PREVIOUS). */
  previousSessionSecrets: string[];
  oidc: OidcSettings;
  /** Lower-case addresses. */
  adminEmails: string[];
  /** Lower-case addresses whose accounts are created as administrators. */
  initialAdminEmails: string[];
  logLevel: IdentityEnv['LOG_LEVEL'];
  nodeEnv: IdentityEnv['NODE_ENV'];
  /** Where this service's events (user.created, …) are delivered. */
  eventSubscribers: EventSubscriber[];
  eventsToken: string | undefined;
  /** Sign-ins one address may start per 10 minutes. */
  signInRateLimit: number;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustedProxies: string[];
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where spans are exported; none means none are. */
  otlpEndpoint: string | undefined;
  /** OTEL_SDK_DISABLED and METRICS_DISABLED: telemetry off, for measuring what it costs. */
  tracesDisabled: boolean;
  metricsDisabled: boolean;
}

/** Reads the identity service's configuration from the environment; throws a ConfigError naming every problem. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = loadConfig('identity', identityConfigSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: parsed.PUBLIC_URL,
    sessionSecret: parsed.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    previousSessionSecrets: parsed.SESSION_SECRET_PREVIOUS ?? [],
    // The schema refuses a configuration without them.
    oidc: { issuer: parsed.OIDC_ISSUER ?? '', clientId: parsed.OIDC_CLIENT_ID ?? '', clientSecret: parsed.OIDC_CLIENT_SECRET ?? '' },
    adminEmails: parsed.ADMIN_EMAILS,
    initialAdminEmails: parsed.INITIAL_ADMIN_EMAILS,
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    eventSubscribers: parsed.EVENT_SUBSCRIBERS,
    eventsToken: parsed.INTERNAL_EVENTS_TOKEN,
    signInRateLimit: parsed.SIGN_IN_RATE_LIMIT,
    trustedProxies: parsed.TRUSTED_PROXIES,
    otlpEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
    tracesDisabled: parsed.OTEL_SDK_DISABLED,
    metricsDisabled: parsed.METRICS_DISABLED,
  };
}
