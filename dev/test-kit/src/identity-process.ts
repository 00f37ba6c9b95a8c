import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServiceProcess } from '@academy/processes';
import { CookieClient } from './cookie-client.ts';
import { createTestDatabase } from './database.ts';
import { startTestStandIns } from './stand-ins.ts';

/** The demo accounts of the built-in development provider, by the label of their button. */
export const developmentAccounts = {
  owner: 'Learner (owns the course)',
  free: 'Learner (free preview)',
  admin: 'Administrator',
} as const;
export type DevelopmentAccount = keyof typeof developmentAccounts;

export interface IdentityProcess {
  url: string;
  /** The development OpenID provider it signs in through (its OIDC_ISSUER). */
  issuer: string;
  /**
   * Signs in through the development provider over real HTTP and returns the Cookie header: a demo
   * account, or `{ label }` for the button of a user on record (their name, or their e-mail).
   */
  signIn(account: DevelopmentAccount | { label: string }): Promise<string>;
  /** Signs the session of this Cookie header out through POST /api/logout. */
  signOut(cookie: string): Promise<void>;
  /** Freezes the process (SIGSTOP): it keeps its port but answers nothing, like a hung service. */
  pause(): void;
  /** Lets a paused process run again (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

/**
 * Signs in through the development provider over real HTTP, starting at `url` (identity itself or a
 * gateway in front of it), and returns the Cookie header. `issuer` is where the provider is when
 * it is not on `url`'s origin (identity started alone, the provider in the test process).
 */
export async function signInThroughDevelopmentProvider(url: string, account: DevelopmentAccount | { label: string }, issuer?: string): Promise<string> {
  const client = new CookieClient(url, {}, issuer ? [issuer] : []);
  const { last: page } = await client.follow(await client.request('/api/login'));
  const label = typeof account === 'string' ? developmentAccounts[account] : account.label;
  const buttons = [...page.body.matchAll(/<button\b([^>]*)>([^<]*)<\/button>/g)];
  const button = buttons.find((match) => (match[2] ?? '').trim() === label);
  const value = button ? attribute(button[1] ?? '', /\bvalue="([^"]*)"/) : undefined;
  const action = [...page.body.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((m) => m[1] ?? '').find((a) => a.endsWith('/login'));
  if (!value || !action) throw new Error(`The sign-in page has no "${label}" button (status ${page.status} at ${page.url})`);
  await client.follow(await client.request(new URL(action.replace(/&amp;/g, '&'), page.url).href, { method: 'POST', form: { account: value } }));
  const cookie = client.cookie('academy.sid');
  if (!cookie) throw new Error(`Signing in as ${label} set no session cookie`);
  return `academy.sid=${cookie.value}`;
}

/**
 * Runs the real identity service as its own process (as in production) on a fresh database, so
 * another service's tests can sign users in and resolve them for real. It signs in through the
 * development OpenID provider (dev/stand-ins), started here in the test process on its own port.
 */
export async function startIdentityProcess(adminUrl: string, extraEnv: Record<string, string> = {}): Promise<IdentityProcess> {
  const database = await createTestDatabase(adminUrl, 'identity');
  const port = await freePort();
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'identity-log-'));
  const url = `http://127.0.0.1:${port}`;
  const standIns = await startTestStandIns({ oidc: { publicUrl: url, identityDatabaseUrl: database.url } });
  const issuer = standIns.oidc!.issuer;
  let service: Awaited<ReturnType<typeof startServiceProcess>>;
  try {
    service = await startServiceProcess({
      name: 'identity',
      port,
      // Test suites sign in far more often than a person; the sign-in limit itself is tested in identity.
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        PUBLIC_URL: url,
        SIGN_IN_RATE_LIMIT: '100000',
        ...standIns.env,
        ...extraEnv,
      },
      logFile: path.join(logDir, 'identity.log'),
    });
  } catch (error) {
    await standIns.stop();
    await database.drop();
    throw error;
  }

  return {
    url,
    issuer,
    signIn: (account) => signInThroughDevelopmentProvider(url, account, issuer),
    async signOut(cookie) {
      const response = await fetch(`${url}/api/logout`, { method: 'POST', headers: { cookie, accept: 'application/json' } });
      if (!response.ok) throw new Error(`POST /api/logout answered ${response.status}: ${await response.text()}`);
    },
    pause() {
      if (service.pid) process.kill(service.pid, 'SIGSTOP');
    },
    resume() {
      if (service.pid) process.kill(service.pid, 'SIGCONT');
    },
    async stop() {
      if (service.pid) process.kill(service.pid, 'SIGCONT');
      await service.stop();
      await standIns.stop();
      await database.drop();
      await rm(logDir, { recursive: true, force: true });
    },
  };
}
