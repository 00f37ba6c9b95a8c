import { serviceNames, type ServiceName } from '@academy/contracts';
import { ConfigMap, Secret } from 'kubernetes-models/v1';
import { gatewayEnvironment, INTERNAL_SECRET, operatorSecrets, secretOf, serviceEnvironment, SITE_CONFIG_MAP } from './environment.ts';
import type { ClusterSettings } from './settings.ts';

/**
 * What the operator writes, shown with placeholder values that pass the services' own checks
 * (examples/: copied, filled in and applied once, never by the render). Nothing real is committed.
 */
const placeholders: Record<string, (service: ServiceName | undefined, settings: ClusterSettings) => string> = {
  PUBLIC_URL: (_, settings) => `https://${settings.host}`,
  OIDC_ISSUER: () => 'https://login.example.com',
  OIDC_CLIENT_ID: () => 'academy',
  MAIL_FROM: () => 'AI Business Academy <receipts@academy.example.com>',
  SUPPORT_EMAIL: () => 'support@academy.example.com',
  DATABASE_URL: (service) => `postgres://${service}:replace-me@postgres.example.internal:5432/${service}?sslmode=require`,
  INTERNAL_EVENTS_TOKEN: () => 'replace-with-at-least-16-random-characters',
  SESSION_SECRET: () => 'replace-with-at-least-32-random-characters',
  OIDC_CLIENT_SECRET: () => 'replace-with-the-issuer-client-secret',
  CERTIFICATE_SIGNING_KEY: () => 'replace-with-an-Ed25519-private-key-as-a-JWK',
  STRIPE_SECRET_KEY: () => 'sk_live_replace_me',
  STRIPE_WEBHOOK_SECRET: () => 'whsec_replace_me',
  SMTP_URL: () => 'smtps://receipts:replace-me@smtp.example.com:465',
};
/** An optional key without a placeholder is shown empty: unset, as the services and the gateway read it. */
const placeholder = (key: string, service: ServiceName | undefined, settings: ClusterSettings) => placeholders[key]?.(service, settings) ?? '';

/** The academy-site ConfigMap: every site key a service or the gateway reads. */
export function exampleSiteConfigMap(settings: ClusterSettings): ConfigMap {
  const keys = new Set<string>();
  for (const name of serviceNames) for (const [key, source] of Object.entries(serviceEnvironment(name, settings))) if (source.from === 'site') keys.add(key);
  for (const key of Object.keys(gatewayEnvironment())) keys.add(key);
  return new ConfigMap({
    metadata: { name: SITE_CONFIG_MAP, labels: { 'app.kubernetes.io/part-of': 'academy' } },
    data: Object.fromEntries([...keys].sort().map((key) => [key, placeholder(key, undefined, settings)])),
  });
}

/** The Secrets: academy-internal (shared) and each service's own. */
export function exampleSecrets(settings: ClusterSettings): Secret[] {
  return [...operatorSecrets(settings)].map(
    ([name, keys]) =>
      new Secret({
        metadata: { name, labels: { 'app.kubernetes.io/part-of': 'academy' } },
        type: 'Opaque',
        stringData: Object.fromEntries(
          [...keys]
            .sort()
            .map((key) => [key, placeholder(key, name === INTERNAL_SECRET ? undefined : serviceNames.find((service) => secretOf(service) === name), settings)]),
        ),
      }),
  );
}
