import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  stop(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port: a mail server, or the development mailbox `npm start` runs. */
  smtpUrl: string;
  from: string;
}

/** Sends mail with nodemailer over SMTP to the configured server. */
export function createMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    async stop() {
      transport.close();
    },
  };
}
