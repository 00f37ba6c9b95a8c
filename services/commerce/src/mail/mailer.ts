import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { startDevMailbox, type DevMailbox } from './dev-mailbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** smtp: the configured server; development: the built-in mailbox. */
  mode: 'smtp' | 'development';
  send(mail: OutgoingMail): Promise<void>;
  /** The development mailbox, when there is no SMTP server configured. */
  mailbox?: DevMailbox;
  stop(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; unset → the development mailbox. */
  smtpUrl?: string;
  from: string;
  mailboxDir: string;
}

/**
 * Sends mail with nodemailer over SMTP: to the configured server, or, with none, to the built-in
 * development mailbox through the same SMTP path.
 */
export async function startMailer(options: MailerOptions, logger: Logger): Promise<Mailer> {
  const mailbox = options.smtpUrl ? undefined : await startDevMailbox(options.mailboxDir, logger);
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ host: mailbox!.host, port: mailbox!.port, secure: false, ignoreTLS: true });
  return {
    mode: mailbox ? 'development' : 'smtp',
    mailbox,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    async stop() {
      transport.close();
      await mailbox?.stop();
    },
  };
}
