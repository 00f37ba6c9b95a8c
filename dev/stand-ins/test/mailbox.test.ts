import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxMessagesResponseSchema, errorEnvelopeSchema } from '@academy/contracts';
import { createLogger } from '@academy/service-kit';
import { startStandIns, type RunningStandIns } from '../src/stand-ins.ts';

let dir: string;
let standIns: RunningStandIns;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-test-'));
  standIns = await startStandIns({ logger: createLogger('stand-ins', 'silent'), mailbox: { dir } });
});

afterAll(async () => {
  await standIns?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** What commerce does: nodemailer over SMTP to the URL it is configured with. */
async function send(to: string, subject: string) {
  const transport = nodemailer.createTransport(standIns.mailbox!.smtpUrl);
  try {
    await transport.sendMail({
      from: 'AI Business Academy <receipts@academy.example>',
      to,
      subject,
      text: 'Amount paid: $89.00',
      html: '<p>Amount paid: <b>$89.00</b></p>',
    });
  } finally {
    transport.close();
  }
}

describe('the development mailbox', () => {
  it('keeps a message received over SMTP as .eml and .json', async () => {
    await send('visitor@academy.test', 'Your receipt for AI Business Growth Mastery');
    const files = (await readdir(dir)).sort();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(1);
    const [message] = await standIns.mailbox!.list();
    expect(message).toMatchObject({
      from: 'receipts@academy.example',
      to: ['visitor@academy.test'],
      subject: 'Your receipt for AI Business Growth Mastery',
      text: 'Amount paid: $89.00',
    });
  });

  it('lists the messages on its page, newest first as JSON, and shows one', async () => {
    await send('learner@academy.test', 'A second message');
    const list = await fetch(`${standIns.url}/api/payments/dev-mailbox`);
    expect(list.headers.get('content-type')).toContain('text/html');
    const html = await list.text();
    expect(html).toContain('Development mailbox');
    expect(html).toContain('Your receipt for AI Business Growth Mastery');

    const messages = devMailboxMessagesResponseSchema.parse(await (await fetch(`${standIns.url}/api/payments/dev-mailbox/messages`)).json());
    expect(messages.map((message) => message.subject)).toEqual(['A second message', 'Your receipt for AI Business Growth Mastery']);

    const one = await fetch(`${standIns.url}/api/payments/dev-mailbox/${messages[1]!.id}`);
    expect(one.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await one.text()).toContain('Amount paid: $89.00');
  });

  it('answers 404 COMMERCE_MAIL_NOT_FOUND for a message it does not have', async () => {
    const missing = await fetch(`${standIns.url}/api/payments/dev-mailbox/00000000-0000-0000-0000-000000000000`, { headers: { accept: 'application/json' } });
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await missing.json()).error.code).toBe('COMMERCE_MAIL_NOT_FOUND');
  });
});
