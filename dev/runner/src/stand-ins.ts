import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, startServiceProcess, type ServiceProcess } from '@academy/processes';
import { DEV_CLIENT_ID, demoAdministratorEmails } from '@academy/stand-ins';
import { repoRoot, type ServiceName } from './paths.ts';

/** Which stand-ins run, and what they and the services are given to find each other. */
export interface StandInsPlan {
  /** The stand-ins process's environment; empty when no stand-in is needed. */
  env: Record<string, string>;
  /** What each service is given to reach the stand-ins, beside its own environment. */
  serviceEnv: Partial<Record<ServiceName, Record<string, string>>>;
}

/**
 * A stand-in runs in place of each real provider that is not configured: no SMTP_URL → the
 * development mailbox; no Stripe keys → the test-mode payment server, with fresh test keys that
 * commerce is given too, posting its webhooks to commerce; no OIDC_ISSUER → the development
 * OpenID provider, reached by browsers and by identity through the gateway (`publicUrl`/api/oidc),
 * reading identity's database for the users on record it offers. `configured` reads the
 * environment the services are given.
 */
export async function planStandIns(
  dataDir: string,
  configured: (key: string) => string | undefined,
  at: { commerceUrl: string; publicUrl: string; identityDatabaseUrl: string },
): Promise<StandInsPlan> {
  const plan: StandInsPlan = { env: {}, serviceEnv: {} };
  const add = (service: ServiceName, env: Record<string, string>) => {
    plan.serviceEnv[service] = { ...plan.serviceEnv[service], ...env };
  };
  if (!configured('SMTP_URL')) {
    const smtpPort = await freePort();
    Object.assign(plan.env, { MAILBOX_DIR: path.join(dataDir, 'mailbox'), MAILBOX_SMTP_PORT: String(smtpPort) });
    add('commerce', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  }
  if (!configured('STRIPE_SECRET_KEY')) {
    const apiPort = await freePort();
    const secretKey = `sk_test_${randomBytes(24).toString('hex')}`;
    const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    Object.assign(plan.env, {
      PAYMENTS_SECRET_KEY: secretKey,
      PAYMENTS_WEBHOOK_SECRET: webhookSecret,
      PAYMENTS_WEBHOOK_URL: `${at.commerceUrl}/api/webhooks/stripe`,
      PAYMENTS_STATE_FILE: path.join(dataDir, 'test-payments.json'),
      PAYMENTS_API_PORT: String(apiPort),
    });
    add('commerce', { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: `http://127.0.0.1:${apiPort}` });
  }
  if (!configured('OIDC_ISSUER')) {
    const clientSecret = randomBytes(24).toString('hex');
    Object.assign(plan.env, {
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_PUBLIC_URL: at.publicUrl,
      OIDC_CLIENT_PUBLIC_URL: at.publicUrl,
      OIDC_IDENTITY_DATABASE_URL: at.identityDatabaseUrl,
    });
    add('identity', {
      OIDC_ISSUER: `${at.publicUrl}/api/oidc`,
      OIDC_CLIENT_ID: DEV_CLIENT_ID,
      OIDC_CLIENT_SECRET: clientSecret,
      // The demo administrator starts as one; an administrator may change that later.
      INITIAL_ADMIN_EMAILS: demoAdministratorEmails.join(','),
    });
  }
  return plan;
}

/** Starts the stand-ins process (dev/stand-ins) with the plan's environment, when it has any stand-in to run. */
export async function startStandInsProcess(plan: StandInsPlan, logFile: string, logLevel: string): Promise<ServiceProcess | undefined> {
  if (Object.keys(plan.env).length === 0) return undefined;
  return startServiceProcess({
    name: 'stand-ins',
    directory: path.join(repoRoot, 'dev', 'stand-ins'),
    port: await freePort(),
    env: { ...plan.env, LOG_LEVEL: logLevel, NODE_ENV: 'development' },
    logFile,
  });
}
