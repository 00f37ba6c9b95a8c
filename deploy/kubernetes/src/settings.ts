import { parseArgs } from 'node:util';

/**
 * What differs from one cluster to another and is decided when the manifests are rendered. Keys a
 * service reads that differ by site (the public origin, the OpenID issuer) or are secret are not
 * here: they come from the academy-site ConfigMap and the Secrets the operator creates
 * (examples/), so the committed manifests hold none of them.
 */
export interface ClusterSettings {
  /** The host name browsers use (the Ingress rules' host). */
  readonly host: string;
  /** Secret holding the host's TLS certificate (kubernetes.io/tls), made by the operator or cert-manager. */
  readonly tlsSecret: string;
  /** IngressClass of the cluster's ingress controller. */
  readonly ingressClass: string;
  /** Where the images are pushed: <registry>/service-<name>, <registry>/mfe-<slice>, <registry>/gateway. */
  readonly registry: string;
  /** The version every image is rendered with; a slice rolled out alone applies only its own folder. */
  readonly tag: string;
  /**
   * TRUSTED_PROXIES of every service: whose X-Forwarded-For is believed. The ingress controller and
   * the gateway reach the services from the pod network; name its range (10.244.0.0/16) when known.
   */
  readonly trustedProxies: string;
}

export const defaultSettings: ClusterSettings = {
  host: 'academy.example.com',
  tlsSecret: 'academy-tls',
  ingressClass: 'nginx',
  registry: 'registry.example.com/academy',
  tag: '0.1.0',
  trustedProxies: 'loopback,uniquelocal',
};

/** Settings from the command line (`npm run render -- --tag 1.4.0 --out /tmp/k8s`), over the defaults. */
export function settingsFromArgs(args: readonly string[]): { settings: ClusterSettings; out: string | undefined } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      out: { type: 'string' },
      host: { type: 'string' },
      'tls-secret': { type: 'string' },
      'ingress-class': { type: 'string' },
      registry: { type: 'string' },
      tag: { type: 'string' },
      'trusted-proxies': { type: 'string' },
    },
    strict: true,
  });
  return {
    out: values.out,
    settings: {
      host: values.host ?? defaultSettings.host,
      tlsSecret: values['tls-secret'] ?? defaultSettings.tlsSecret,
      ingressClass: values['ingress-class'] ?? defaultSettings.ingressClass,
      registry: values.registry ?? defaultSettings.registry,
      tag: values.tag ?? defaultSettings.tag,
      trustedProxies: values['trusted-proxies'] ?? defaultSettings.trustedProxies,
    },
  };
}
