import { Router } from 'express';
import { TEST_MODE_PAYMENTS_PATH } from '@academy/contracts';
import { createServiceApp, listen, type Logger, type RunningServer } from '@academy/service-kit';
import { startDevMailbox, type DevMailbox } from './mailbox/mailbox.ts';
import { mailboxRoutes } from './mailbox/mailbox.routes.ts';
import { startTestPaymentServer, type TestPaymentServer } from './payments/test-payment-server.ts';
import { DEV_CLIENT_ID, createDevelopmentProvider, type DevelopmentClient } from './oidc/provider.ts';
import { recordedAccountsIn } from './oidc/recorded-accounts.ts';

/** What the development OpenID provider is started with. */
export interface OidcStandInOptions {
  /** The origin browsers reach it on (the development gateway's); default the stand-ins' own server. */
  publicUrl?: string;
  /** The one client: identity, with its secret and redirect URIs. */
  client: DevelopmentClient;
  /** Derives the provider's cookie keys. */
  secret: string;
  /** Identity's database, read for the users on record the sign-in page offers beside the demo accounts. */
  identityDatabaseUrl?: string;
}

/** Where identity finds the provider: its OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
export interface RunningOidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the test-mode payment server is started with: the keys commerce is given, where to post events. */
export interface PaymentsStandInOptions {
  /** The sk_test_… key the SDK must present (commerce's STRIPE_SECRET_KEY). */
  secretKey: string;
  /** Signs webhooks (commerce's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Commerce's /api/webhooks/stripe; settable later (setWebhookUrl) when commerce picks its port. */
  webhookUrl?: string;
  /** Where payments are kept between restarts (a JSON file). */
  stateFile?: string;
  /** The Stripe API's port (0 or unset: a free one). */
  apiPort?: number;
}

export interface StandInsOptions {
  logger: Logger;
  /** The HTTP port of the stand-ins' browser-facing pages (0, the default, picks a free one). */
  port?: number;
  host?: string;
  /** The development mailbox: an SMTP server that keeps what it receives in `dir`. */
  mailbox?: { dir: string; smtpPort?: number };
  /** The test-mode payment server: Stripe's HTTP API on its own port, the card form's confirmation on the pages' server. */
  payments?: PaymentsStandInOptions;
  /** The development OpenID provider, under /api/oidc on the pages' server. */
  oidc?: OidcStandInOptions;
}

export interface RunningStandIns {
  /** Where the development gateway sends the stand-ins' paths (standInPaths). */
  url: string;
  mailbox?: DevMailbox;
  payments?: TestPaymentServer;
  oidc?: RunningOidcStandIn;
  stop(): Promise<void>;
}

/**
 * Starts the stand-ins asked for, each speaking the protocol of the real thing on its own port
 * (SMTP for the mailbox, Stripe's HTTP API for payments, OpenID Connect for sign-in), and one HTTP
 * server for what a browser reaches of them (the mailbox's pages, the card form's confirmation,
 * the provider and its sign-in page), which the development gateway routes to.
 */
export async function startStandIns(options: StandInsOptions): Promise<RunningStandIns> {
  const { logger } = options;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const routes: Router[] = [];
    let mailbox: DevMailbox | undefined;
    if (options.mailbox) {
      const started = await startDevMailbox({ dir: options.mailbox.dir, port: options.mailbox.smtpPort, logger });
      stops.push(() => started.stop());
      routes.push(mailboxRoutes(started));
      mailbox = started;
    }
    let payments: TestPaymentServer | undefined;
    if (options.payments) {
      const started = await startTestPaymentServer({ ...options.payments, port: options.payments.apiPort, logger });
      stops.push(() => started.stop());
      const router = Router();
      router.use(TEST_MODE_PAYMENTS_PATH, started.browserRouter);
      routes.push(router);
      payments = started;
    }
    // The provider's issuer names the origin it is reached on, known here only once listening.
    const oidcRouter = Router();
    if (options.oidc) routes.push(oidcRouter);
    const app = createServiceApp({ logger, ready: async () => true, routes });
    const server: RunningServer = await listen(app, options.port ?? 0, async () => undefined, options.host);
    stops.push(() => server.stop());
    let oidc: RunningOidcStandIn | undefined;
    if (options.oidc) {
      const recorded = options.oidc.identityDatabaseUrl ? recordedAccountsIn(options.oidc.identityDatabaseUrl) : undefined;
      if (recorded) stops.push(() => recorded.close());
      const provider = await createDevelopmentProvider({
        publicUrl: options.oidc.publicUrl ?? server.url,
        client: options.oidc.client,
        secret: options.oidc.secret,
        logger,
        recordedAccounts: recorded,
      });
      oidcRouter.use(provider.router);
      oidc = { issuer: provider.issuer, clientId: DEV_CLIENT_ID, clientSecret: provider.clientSecret };
    }
    logger.info({ url: server.url, mailbox: mailbox?.smtpUrl, stripeApi: payments?.apiUrl, issuer: oidc?.issuer }, 'development stand-ins listening');
    return { url: server.url, mailbox, payments, oidc, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
