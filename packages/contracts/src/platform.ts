import * as z from 'zod/mini';

export const sliceNames = ['learning', 'tools', 'commerce', 'backoffice'] as const;
export const sliceNameSchema = z.enum(sliceNames);
export type SliceName = z.infer<typeof sliceNameSchema>;

/**
 * The platform's five services and the port each listens on by default: the one home of both.
 * The gateway's route table, the runner (npm start), each service's configuration and the
 * compose file's checks all read them from here.
 */
export const serviceNames = ['identity', 'learning', 'tools', 'commerce', 'backoffice'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const defaultServicePorts: Readonly<Record<ServiceName, number>> = {
  identity: 4101,
  learning: 4102,
  tools: 4103,
  commerce: 4104,
  backoffice: 4105,
};

/** Where a service is reached on this machine when nothing else is configured. */
export function localServiceUrl(name: ServiceName): string {
  return `http://127.0.0.1:${defaultServicePorts[name]}`;
}

/**
 * GET /config.json: the one runtime configuration every front end reads at start. Remote
 * locations live here so a slice is redeployed without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  /** Module Federation manifest URL of each remote, e.g. /mfe/learning/mf-manifest.json */
  remotes: z.record(sliceNameSchema, z.string()),
  payments: z.object({
    mode: z.enum(['test', 'stripe']),
    /** Stripe publishable key when mode is stripe. */
    publishableKey: z.nullable(z.string()),
  }),
  supportEmail: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Where the gateway serves a remote's build. */
export function remoteBasePath(slice: SliceName): `/mfe/${SliceName}/` {
  return `/mfe/${slice}/`;
}

/** Where the gateway serves a remote's Module Federation manifest. */
export function remoteManifestPath(slice: SliceName): `/mfe/${SliceName}/mf-manifest.json` {
  return `${remoteBasePath(slice)}mf-manifest.json`;
}

/** The support address shown on the legal pages when SUPPORT_EMAIL is not set. */
/**
 * The session cookie identity sets on sign-in. The services read it; the gateway only looks for its
 * presence, to answer '/' with the app's page rather than the visitor's landing page.
 */
export const SESSION_COOKIE = 'academy.sid';

export const DEFAULT_SUPPORT_EMAIL = 'support@academy.example';

/**
 * The runtime configuration with nothing configured: every remote from the gateway's own
 * /mfe/<slice>/, payments in test mode, the default support address. The gateway starts from it,
 * and so do a remote's standalone page, the shell's preview and the front ends' tests.
 */
export function defaultRuntimeConfig(): RuntimeConfig {
  const remotes = {} as Record<SliceName, string>;
  for (const slice of sliceNames) remotes[slice] = remoteManifestPath(slice);
  return { remotes, payments: { mode: 'test', publishableKey: null }, supportEmail: DEFAULT_SUPPORT_EMAIL };
}
