import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Logger } from '@academy/service-kit';
import { SMTPServer } from 'smtp-server';

/** One message as the development mailbox keeps it (beside its raw .eml). */
export interface MailboxMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface DevMailbox {
  host: string;
  port: number;
  /** What a sender is configured with (commerce's SMTP_URL). */
  smtpUrl: string;
  dir: string;
  /** Newest first. */
  list(): Promise<MailboxMessage[]>;
  get(id: string): Promise<MailboxMessage | undefined>;
  stop(): Promise<void>;
}

const ID = /^[0-9a-f-]{36}$/;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

export interface DevMailboxOptions {
  /** Where messages are kept (an .eml and a .json each). */
  dir: string;
  logger: Logger;
  /** The SMTP port (0, the default, picks a free one). */
  port?: number;
  host?: string;
}

/**
 * The development mailbox (DESIGN decision 11): a real SMTP server on a loopback port that keeps
 * every message it receives under `dir` (the raw `.eml` and a `.json` summary), so receipts are
 * sent over SMTP exactly as in production and can be read offline.
 */
export async function startDevMailbox(options: DevMailboxOptions): Promise<DevMailbox> {
  const { dir, logger } = options;
  await mkdir(dir, { recursive: true });
  const log = logger.child({ component: 'dev-mailbox' });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'AI Business Academy development mailbox',
    size: 5 * 1024 * 1024,
    logger: false,
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        const id = randomUUID();
        const message: MailboxMessage = {
          id,
          receivedAt: new Date().toISOString(),
          from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
        };
        await writeFile(path.join(dir, `${id}.eml`), raw);
        await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(message, null, 2)}\n`);
        log.info({ id, subject: message.subject }, 'message kept in the development mailbox');
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  async function get(id: string): Promise<MailboxMessage | undefined> {
    if (!ID.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as MailboxMessage;
    } catch {
      return undefined;
    }
  }

  log.info({ port }, 'development mailbox listening for SMTP');

  return {
    host,
    port,
    smtpUrl: `smtp://${host}:${port}`,
    dir,
    get,
    async list() {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
      const messages = await Promise.all(names.map((name) => get(name.slice(0, -'.json'.length))));
      return messages.filter((m): m is MailboxMessage => m !== undefined).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
