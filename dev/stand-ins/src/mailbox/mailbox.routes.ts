import { Router } from 'express';
import { DEV_MAILBOX_PATH, devMailboxMessageParamsSchema, devMailboxMessagesResponseSchema, standInOperations } from '@academy/contracts';
import { AppError, parseInput, route, sendJson } from '@academy/service-kit';
import type { DevMailbox, MailboxMessage } from './mailbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f9fafb;color:#111827}main{max-width:860px;margin:auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:10px;border-bottom:1px solid #e5e7eb;text-align:left;font-size:14px}
a{color:#4f46e5}.note{color:#6b7280;font-size:14px}iframe{width:100%;height:520px;border:1px solid #e5e7eb;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e5e7eb}</style>
</head><body><main>${body}</main></body></html>`;
}

function listPage(messages: MailboxMessage[], dir: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1><p class="note">No SMTP server is configured, so the academy's e-mails are delivered to this development mailbox (kept in ${escapeHtml(dir)}).</p>
${messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}

function messagePage(m: MailboxMessage): string {
  return page(
    m.subject,
    `<p><a href="${DEV_MAILBOX_PATH}">← All messages</a></p><h1>${escapeHtml(m.subject)}</h1>
<p class="note">From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))}</p>
${m.html ? `<iframe title="Message" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`,
  );
}

/** The development page of the built-in mailbox: the list, one message, and the list as JSON. */
export function mailboxRoutes(mailbox: DevMailbox): Router {
  const router = Router();
  route(router, standInOperations.devMailbox, async (_req, res) => {
    res.type('html').send(listPage(await mailbox.list(), mailbox.dir));
  });
  route(router, standInOperations.devMailboxMessages, async (_req, res) => {
    sendJson(res, devMailboxMessagesResponseSchema, await mailbox.list());
  });
  route(router, standInOperations.devMailboxMessage, async (req, res) => {
    const { id } = parseInput(devMailboxMessageParamsSchema, req.params, 'COMMERCE_INVALID_REQUEST');
    const message = await mailbox.get(id);
    if (!message) throw new AppError('COMMERCE_MAIL_NOT_FOUND', 'No such message in the development mailbox.', { status: 404 });
    // The message's own HTML is shown in a sandboxed frame; nothing else from it runs here.
    res
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:")
      .type('html')
      .send(messagePage(message));
  });
  return router;
}
