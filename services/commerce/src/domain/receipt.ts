import type { OutgoingMail } from '../mail/mailer.ts';
import { refundableUntil, REFUND_WINDOW_DAYS } from './refund-window.ts';

export interface ReceiptOrder {
  id: string;
  email: string;
  amount: number;
  currency: string;
  paymentIntentId: string;
  paidAt: Date;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export const formatDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The receipt e-mail of a paid order: what was bought, for how much, when, and the guarantee. */
export function composeReceipt(order: ReceiptOrder, productName: string, publicUrl: string): OutgoingMail {
  const amount = formatMoney(order.amount, order.currency);
  const paid = formatDate(order.paidAt);
  const until = formatDate(refundableUntil(order.paidAt));
  const purchasesUrl = `${publicUrl.replace(/\/$/, '')}/pricing`;
  const lines: Array<[string, string]> = [
    ['Product', `${productName} (lifetime access)`],
    ['Amount paid', amount],
    ['Date', paid],
    ['Receipt number', order.id],
    ['Payment reference', order.paymentIntentId],
  ];
  const text = [
    `Thank you for your purchase of ${productName}.`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Every module is open to you now, for life.`,
    `${REFUND_WINDOW_DAYS}-day money-back guarantee: until ${until} you can ask for a full refund in one click at ${purchasesUrl}.`,
    '',
    'AI Business Academy',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto">
<h1 style="font-size:20px">Your receipt</h1>
<p>Thank you for your purchase of <strong>${escapeHtml(productName)}</strong>.</p>
<table style="border-collapse:collapse;width:100%">${lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>Every module is open to you now, for life.</p>
<p>${REFUND_WINDOW_DAYS}-day money-back guarantee: until ${escapeHtml(until)} you can ask for a full refund in one click on <a href="${escapeHtml(purchasesUrl)}">your purchases</a>.</p>
<p style="color:#6b7280">AI Business Academy</p>
</body></html>`;
  return { to: order.email, subject: `Your receipt for ${productName} — ${amount}`, text, html };
}

/** The notice that a refund went through. */
export function composeRefundNotice(order: Omit<ReceiptOrder, 'paidAt'>, productName: string): OutgoingMail {
  const amount = formatMoney(order.amount, order.currency);
  const text = [
    `Your refund of ${amount} for ${productName} is on its way back to your card (receipt ${order.id}).`,
    'The paid modules are closed again; your progress is kept should you come back.',
    '',
    'AI Business Academy',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto">
<h1 style="font-size:20px">Your refund</h1>
<p>Your refund of <strong>${escapeHtml(amount)}</strong> for ${escapeHtml(productName)} is on its way back to your card (receipt ${escapeHtml(order.id)}).</p>
<p>The paid modules are closed again; your progress is kept should you come back.</p>
<p style="color:#6b7280">AI Business Academy</p>
</body></html>`;
  return { to: order.email, subject: `Your refund for ${productName} — ${amount}`, text, html };
}
