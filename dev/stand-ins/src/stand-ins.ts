import { Router } from 'express';
import { TEST_MODE_PAYMENTS_PATH } from '@academy/contracts';
import { createServiceApp, listen, type Logger, type RunningServer } from '@academy/service-kit';
import { startDevMailbox, type DevMailbox } from './mailbox/mailbox.ts';
import { mailboxRoutes } from './mailbox/mailbox.routes.ts';
import { startTestPaymentServer, type TestPaymentServer } from './payments/test-payment-server.ts';

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
  /** The test-mode payment server: Stripe's HTTP API on its own port, the card form's confirm on the pages' server. */
  payments?: PaymentsStandInOptions;
}

export interface RunningStandIns {
  /** Where the development gateway sends the stand-ins' paths (standInPaths). */
  url: string;
  mailbox?: DevMailbox;
  payments?: TestPaymentServer;
  stop(): Promise<void>;
}

/**
 * Starts the stand-ins asked for, each speaking the protocol of the real thing on its own port
 * (SMTP for the mailbox, Stripe's HTTP API for payments), and one HTTP server for the pages a
 * browser reaches of them (the mailbox's, the card form's confirmation), which the development
 * gateway routes to.
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
    const app = createServiceApp({ logger, ready: async () => true, routes });
    const server: RunningServer = await listen(app, options.port ?? 0, async () => undefined, options.host);
    stops.push(() => server.stop());
    logger.info({ url: server.url, mailbox: mailbox?.smtpUrl, stripeApi: payments?.apiUrl }, 'development stand-ins listening');
    return { url: server.url, mailbox, payments, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
