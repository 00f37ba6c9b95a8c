import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@academy/service-kit';
import { demoAdministratorEmails, startStandIns, type RunningStandIns } from '@academy/stand-ins';

export interface TestStandIns extends RunningStandIns {
  /** What a service's configuration needs to reach these stand-ins (SMTP_URL; the Stripe keys and STRIPE_API_URL; OIDC_ISSUER, its client and INITIAL_ADMIN_EMAILS). */
  env: Record<string, string>;
}

/** A fresh key in Stripe's format, for a test-mode payment server and the service that calls it. */
export const randomStripeKey = (prefix: 'sk_test_' | 'whsec_') => `${prefix}${randomBytes(24).toString('hex')}`;

/**
 * The development stand-ins a service's tests need, in the test process (so a test can read the
 * mailbox or hold back webhooks), each in a temporary folder removed on stop. The payment server
 * posts its webhooks once told where (`standIns.payments.setWebhookUrl`), as a service on port 0
 * knows its address only when started.
 */
export async function startTestStandIns(which: {
  mailbox?: boolean;
  payments?: boolean;
  /** The development OpenID provider for an identity service at `publicUrl` (its PUBLIC_URL), reading its database. */
  oidc?: { publicUrl: string; identityDatabaseUrl?: string };
}): Promise<TestStandIns> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stand-ins-'));
  const secretKey = randomStripeKey('sk_test_');
  const webhookSecret = randomStripeKey('whsec_');
  const oidcSecret = randomBytes(24).toString('hex');
  try {
    const standIns = await startStandIns({
      logger: createLogger('stand-ins', 'silent'),
      ...(which.mailbox ? { mailbox: { dir: path.join(dir, 'mailbox') } } : {}),
      ...(which.payments ? { payments: { secretKey, webhookSecret, stateFile: path.join(dir, 'test-payments.json') } } : {}),
      ...(which.oidc
        ? {
            oidc: {
              client: { secret: oidcSecret, redirectUri: `${which.oidc.publicUrl}/api/callback`, postLogoutRedirectUri: `${which.oidc.publicUrl}/` },
              secret: oidcSecret,
              identityDatabaseUrl: which.oidc.identityDatabaseUrl,
            },
          }
        : {}),
    });
    const env: Record<string, string> = {};
    if (standIns.mailbox) env.SMTP_URL = standIns.mailbox.smtpUrl;
    if (standIns.payments) Object.assign(env, { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIns.payments.apiUrl });
    if (standIns.oidc) {
      Object.assign(env, {
        OIDC_ISSUER: standIns.oidc.issuer,
        OIDC_CLIENT_ID: standIns.oidc.clientId,
        OIDC_CLIENT_SECRET: standIns.oidc.clientSecret,
        INITIAL_ADMIN_EMAILS: demoAdministratorEmails.join(','),
      });
    }
    return {
      ...standIns,
      env,
      async stop() {
        await standIns.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
