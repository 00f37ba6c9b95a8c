import { defaultServicePorts, eventSubscribersOf, serviceNames, type ServiceName } from '@academy/contracts';
import { runtimeConfigEnvKeys } from '@academy/gateway';
import type { ClusterSettings } from './settings.ts';

/**
 * Where each configuration key a container reads comes from. The services' own schemas
 * (services/<name>/src/config.ts) are the list of keys; test/environment.test.ts holds this table
 * to them, so a key added there and forgotten here fails.
 *
 * - `config`: the service's own ConfigMap (<name>-config), rendered here: what the platform decides.
 * - `site`: the operator's academy-site ConfigMap (examples/site.yaml): what differs by site.
 * - `secret`: the operator's Secrets (examples/secrets.yaml): the service's own (<name>-secrets),
 *   or academy-internal for the key every service shares.
 */
export type KeySource =
  | { readonly from: 'config'; readonly value: string }
  | { readonly from: 'site'; readonly optional: boolean }
  | { readonly from: 'secret'; readonly secret: string; readonly optional: boolean };

/** The Secret the services share: the token of their internal calls (events, session revocations). */
export const INTERNAL_SECRET = 'academy-internal';
/** The operator's ConfigMap of site values. */
export const SITE_CONFIG_MAP = 'academy-site';
export const secretOf = (name: ServiceName) => `${name}-secrets`;
export const configMapOf = (name: string) => `${name}-config`;

/** A key whose value may open something (a database, a mailbox, a signature): it comes from a Secret, never a ConfigMap. */
export const SECRET_LOOKING_KEY = /SECRET|TOKEN|PASSWORD|API_KEY|SIGNING_KEY|DATABASE_URL|SMTP_URL/;

/** A service's address inside the cluster: its Service, named as in docker-compose.yml, on its port. */
export const serviceUrl = (name: ServiceName) => `http://${name}:${defaultServicePorts[name]}`;

const site = (optional = false): KeySource => ({ from: 'site', optional });
const own = (name: ServiceName, optional = false): KeySource => ({ from: 'secret', secret: secretOf(name), optional });

/** Keys every service reads whose default (on) is right in the cluster: they exist to measure what telemetry costs (decision 055). */
const telemetryOn = {
  OTEL_SDK_DISABLED: 'traces stay on; the switch is for measuring their cost (docs/decisions/055-services-warm-their-request-path.md)',
  METRICS_DISABLED: 'metrics stay on (Prometheus scrapes them); the switch is for measuring their cost',
};

/** Keys a service reads whose default is right in the cluster, and why: left unset on purpose. */
export const leftToDefaults: Readonly<Record<ServiceName, Readonly<Record<string, string>>>> = {
  identity: { SIGN_IN_RATE_LIMIT: 'the platform’s limit (docs/decisions/008-rate-limits.md)', ...telemetryOn },
  learning: {
    ...telemetryOn,
    CONTENT_DIR: 'the course content shipped in the image',
    CERTIFICATE_KEY_FILE: 'read only without CERTIFICATE_SIGNING_KEY, which production requires',
    WRITE_RATE_LIMIT: 'the platform’s limit; only load benchmarks raise it',
  },
  tools: { CONTENT_DIR: 'the catalogue shipped in the image', ...telemetryOn },
  commerce: {
    ...telemetryOn,
    CONTENT_DIR: 'the products shipped in the image',
    STRIPE_API_URL: 'development only (the test-mode payment server); refused in production',
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: 'Stripe’s own tolerance',
    DEV_COURSE_OWNER_EMAILS: 'development only; refused in production',
  },
  backoffice: { ...telemetryOn },
};

/** The environment of a service's container, key by key. */
export function serviceEnvironment(name: ServiceName, settings: ClusterSettings): Record<string, KeySource> {
  const subscribers = eventSubscribersOf(name);
  const common: Record<string, KeySource> = {
    NODE_ENV: { from: 'config', value: 'production' },
    HOST: { from: 'config', value: '0.0.0.0' },
    PORT: { from: 'config', value: String(defaultServicePorts[name]) },
    LOG_LEVEL: { from: 'config', value: 'info' },
    TRUSTED_PROXIES: { from: 'config', value: settings.trustedProxies },
    DATABASE_URL: own(name),
    INTERNAL_EVENTS_TOKEN: { from: 'secret', secret: INTERNAL_SECRET, optional: false },
    // The site's trace collector (OTLP/HTTP); blank exports nothing (docs/decisions/049-traces.md).
    OTEL_EXPORTER_OTLP_ENDPOINT: site(true),
    ...(subscribers.length > 0 ? { EVENT_SUBSCRIBERS: { from: 'config', value: subscribers.map((to) => `${to}=${serviceUrl(to)}`).join(',') } } : {}),
    ...(name === 'identity' ? {} : { IDENTITY_URL: { from: 'config', value: serviceUrl('identity') } }),
  };
  const particular: Record<ServiceName, Record<string, KeySource>> = {
    identity: {
      PUBLIC_URL: site(),
      SESSION_SECRET: own(name),
      SESSION_SECRET_PREVIOUS: own(name, true),
      OIDC_ISSUER: site(),
      OIDC_CLIENT_ID: site(),
      OIDC_CLIENT_SECRET: own(name),
      ADMIN_EMAILS: site(true),
      INITIAL_ADMIN_EMAILS: site(true),
    },
    learning: {
      PUBLIC_URL: site(),
      CERTIFICATE_SIGNING_KEY: own(name),
      CERTIFICATE_PREVIOUS_PUBLIC_KEYS: site(true),
      MENTOR_LLM_URL: site(true),
      MENTOR_LLM_MODEL: site(true),
      MENTOR_LLM_API_KEY: own(name, true),
    },
    tools: {},
    commerce: {
      PUBLIC_URL: site(),
      STRIPE_SECRET_KEY: own(name),
      STRIPE_WEBHOOK_SECRET: own(name),
      SMTP_URL: own(name),
      MAIL_FROM: site(true),
    },
    backoffice: {},
  };
  return { ...common, ...particular[name] };
}

/** The gateway's environment: the runtime configuration's keys (/config.json), all from the site's values. */
export function gatewayEnvironment(): Record<string, KeySource> {
  return Object.fromEntries(runtimeConfigEnvKeys.map((key) => [key, site(true)]));
}

/** Every Secret the operator creates, with its keys (examples/secrets.yaml shows each). */
export function operatorSecrets(settings: ClusterSettings): Map<string, Set<string>> {
  const secrets = new Map<string, Set<string>>();
  for (const name of serviceNames) {
    for (const [key, source] of Object.entries(serviceEnvironment(name, settings))) {
      if (source.from !== 'secret') continue;
      const keys = secrets.get(source.secret) ?? new Set<string>();
      keys.add(key);
      secrets.set(source.secret, keys);
    }
  }
  return secrets;
}
