import type { Router } from 'express';
import { createServiceApp, listen, type Logger, type RunningServer } from '@academy/service-kit';
import { startDevMailbox, type DevMailbox } from './mailbox/mailbox.ts';
import { mailboxRoutes } from './mailbox/mailbox.routes.ts';

export interface StandInsOptions {
  logger: Logger;
  /** The HTTP port of the stand-ins' browser-facing pages (0, the default, picks a free one). */
  port?: number;
  host?: string;
  /** The development mailbox: an SMTP server that keeps what it receives in `dir`. */
  mailbox?: { dir: string; smtpPort?: number };
}

export interface RunningStandIns {
  /** Where the development gateway sends the stand-ins' paths (standInPaths). */
  url: string;
  mailbox?: DevMailbox;
  stop(): Promise<void>;
}

/**
 * Starts the stand-ins asked for, each speaking the protocol of the real thing on its own port
 * (SMTP for the mailbox), and one HTTP server for the pages a browser reaches of them (the
 * mailbox's), which the development gateway routes to.
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
    const app = createServiceApp({ logger, ready: async () => true, routes });
    const server: RunningServer = await listen(app, options.port ?? 0, async () => undefined, options.host);
    stops.push(() => server.stop());
    logger.info({ url: server.url, mailbox: mailbox?.smtpUrl }, 'development stand-ins listening');
    return { url: server.url, mailbox, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
