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

/**
 * Bytes below which an answer goes uncompressed, wherever it is compressed (nginx's gzip of
 * answers, a service's prepared answers): it fits one packet either way, and compressing it costs
 * more than it saves.
 */
export const MIN_COMPRESSED_ANSWER_BYTES = 1024;

/** Where a service is reached on this machine when nothing else is configured. */
export function localServiceUrl(name: ServiceName): string {
  return `http://127.0.0.1:${defaultServicePorts[name]}`;
}

/** One segment of a page path: a word of the URL, or a `$name` parameter that stands for any one segment. */
const PAGE_PATH = /^\/(?:(?:[A-Za-z0-9._~-]+|\$[A-Za-z_][A-Za-z0-9_]*)(?:\/(?:[A-Za-z0-9._~-]+|\$[A-Za-z_][A-Za-z0-9_]*))*)?$/;

/**
 * One page a remote renders: its TanStack Router path ('/tools', '/module/$id'), who may see it
 * ('signed-in': others get the 404 page) and its title. What the remote's app renders there is its
 * own; this is what the shell needs to know before loading it.
 */
export const remotePageSchema = z.object({
  path: z.string().check(z.maxLength(200), z.regex(PAGE_PATH, "a page path is a TanStack path such as '/tools' or '/module/$id'")),
  access: z.enum(['public', 'signed-in'], "a page's access is 'public' or 'signed-in'"),
  title: z.string().check(z.minLength(1, 'a page has a title'), z.maxLength(200)),
});
export type RemotePage = z.infer<typeof remotePageSchema>;

/**
 * The pages a remote renders, as it publishes them with its build (`academy-pages.json` beside its
 * `mf-manifest.json`, decision 041). Each path once.
 */
export const remotePagesSchema = z
  .array(remotePageSchema)
  .check(z.refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, 'each page path is listed once'));
export type RemotePages = z.infer<typeof remotePagesSchema>;

/** The file a remote's build writes its pages to, beside mf-manifest.json. */
export const REMOTE_PAGES_FILE = 'academy-pages.json';

/**
 * GET /config.json: the one runtime configuration every front end reads at start. Remote
 * locations live here so a slice is redeployed without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  /** Module Federation manifest URL of each remote, e.g. /mfe/learning/mf-manifest.json */
  remotes: z.record(sliceNameSchema, z.string()),
  /**
   * The pages each live remote publishes (its academy-pages.json). The shell renders a listed path
   * its own route table does not have through that remote (decision 041). Absent, or a slice left
   * out: only the paths the shell was built with.
   */
  pages: z.optional(z.partialRecord(sliceNameSchema, remotePagesSchema)),
  /**
   * A remote's candidate version given to a share of signed-in users (docs/decisions/042): its
   * manifest URL and pages replace the live ones for a user whose canaryBucket is below `percent`.
   */
  canaries: z.optional(
    z.partialRecord(
      sliceNameSchema,
      z.object({
        version: z.string().check(z.minLength(1)),
        entry: z.string().check(z.minLength(1)),
        percent: z.int().check(z.minimum(1), z.maximum(99)),
        pages: z.optional(remotePagesSchema),
      }),
    ),
  ),
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
