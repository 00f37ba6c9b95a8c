import { inject } from 'vitest';
import pg from 'pg';
import type { RunningServer } from '@academy/service-kit';
import { createLogger } from '@academy/service-kit';
import { loadIdentityConfig, type IdentityConfig } from '../../src/config.ts';
import { createIdentityServer, type IdentityServerOptions, type UserAdministration } from '../../src/http/server.ts';
import { CookieClient, createTestDatabase, freePort, startTestStandIns, type HttpResult, type TestDatabase, type TestStandIns } from '@academy/test-kit';

export interface RunningIdentity {
  url: string;
  config: IdentityConfig;
  database: TestDatabase;
  /** A direct connection for looking at what the service stored. */
  sql: pg.Pool;
  server: RunningServer;
  /** The development OpenID provider it signs in through, on its own origin. */
  standIns: TestStandIns;
  /** Role changes and deletions as the admin routes make them. */
  administration: UserAdministration;
  /** A browser; `headers` go with each of its requests. */
  client(headers?: Record<string, string>): CookieClient;
  /** Stops the service and drops its database. */
  close(): Promise<void>;
}

/**
 * Starts the real identity service on a free port with PUBLIC_URL pointing at itself, signing in
 * through the development OpenID provider (dev/stand-ins) on an origin of its own, as through any
 * external issuer.
 */
export async function startIdentity(
  env: Record<string, string> = {},
  database?: TestDatabase,
  options: Omit<IdentityServerOptions, 'logger'> = {},
): Promise<RunningIdentity> {
  const db = database ?? (await createTestDatabase(inject('postgresAdminUrl'), 'identity'));
  const port = await freePort();
  const standIns = await startTestStandIns({ oidc: { publicUrl: `http://127.0.0.1:${port}`, identityDatabaseUrl: db.url } });
  const config = loadIdentityConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    DATABASE_URL: db.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // These suites sign in far more often than a person would; the limit has its own test.
    SIGN_IN_RATE_LIMIT: '100000',
    ...standIns.env,
    ...env,
  });
  const identity = createIdentityServer(config, { ...options, logger: createLogger('identity', 'silent') });
  const server = await identity.start();
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });
  return {
    url: server.url,
    config,
    database: db,
    sql,
    server,
    standIns,
    administration: identity.administration(),
    client: (headers) => new CookieClient(server.url, headers, [standIns.url]),
    async close() {
      await server.stop();
      await standIns.stop();
      await sql.end();
      if (!database) await db.drop();
    },
  };
}

/** Finds the value of the account button with exactly this label on the sign-in page. */
export function accountButtonValue(html: string, label: string): string | undefined {
  for (const match of html.matchAll(/<button\b([^>]*)>([^<]*)<\/button>/g)) {
    const attributes = match[1] ?? '';
    if ((match[2] ?? '').trim() !== label) continue;
    return /\bvalue="([^"]*)"/.exec(attributes)?.[1];
  }
  return undefined;
}

export function formAction(html: string, endsWith: string): string | undefined {
  return [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((m) => m[1] ?? '').find((action) => action.endsWith(endsWith));
}

export interface SignInJourney {
  start: HttpResult;
  page: HttpResult;
  callback: HttpResult;
  final: HttpResult;
}

/**
 * Drives the whole sign-in as a browser: /api/login -> the provider's sign-in page -> choose an
 * account -> (consent) -> /api/callback -> the page the sign-in started from.
 */
export async function signInAs(client: CookieClient, label: string, loginPath = '/api/login'): Promise<SignInJourney> {
  const start = await client.request(loginPath);
  if (start.status !== 302) throw new Error(`GET ${loginPath} answered ${start.status}: ${start.body}`);
  const toPage = await client.follow(start);
  const page = toPage.last;
  if (page.status !== 200 || !page.url.includes('/api/oidc/interaction/')) throw new Error(`expected the sign-in page, got ${page.status} at ${page.url}`);
  const account = accountButtonValue(page.body, label);
  const action = formAction(page.body, '/login');
  if (!account || !action) throw new Error(`no button "${label}" on the sign-in page`);
  const posted = await client.request(new URL(action, page.url).href, { method: 'POST', form: { account } });
  const toCallback = await client.follow(posted, (result) => result.url.includes('/api/callback'));
  const callback = toCallback.chain.find((result) => result.url.includes('/api/callback'));
  if (!callback)
    throw new Error(
      `the provider never sent the browser back: ended at ${toCallback.last.url} (${toCallback.last.status}) ${toCallback.last.body.slice(0, 300)}`,
    );
  return { start, page, callback, final: toCallback.last };
}

/** Goes through the provider up to the moment it sends the browser back, without following that redirect. */
export async function driveToCallback(client: CookieClient, label: string, loginPath = '/api/login'): Promise<URL> {
  const start = await client.request(loginPath);
  const { last: page } = await client.follow(start);
  const account = accountButtonValue(page.body, label);
  const action = formAction(page.body, '/login');
  if (!account || !action) throw new Error(`no button "${label}" on the sign-in page`);
  const posted = await client.request(new URL(action, page.url).href, { method: 'POST', form: { account } });
  const { last } = await client.follow(posted, (result) => result.location?.includes('/api/callback') === true);
  if (!last.location?.includes('/api/callback')) throw new Error(`the provider never sent the browser back: ended at ${last.url} (${last.status})`);
  return new URL(last.location);
}

/** The session id inside a signed express-session cookie value (s:<id>.<signature>). */
export function sessionIdOf(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  const decoded = decodeURIComponent(cookieValue);
  if (!decoded.startsWith('s:')) return undefined;
  return decoded.slice(2, decoded.lastIndexOf('.'));
}
