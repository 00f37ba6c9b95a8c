import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml, formatDate, formatMoney } from './receipt.ts';

export interface SubscriptionReceiptInvoice {
  id: string;
  email: string;
  /** Whole cents paid. */
  amount: number;
  currency: string;
  paidAt: Date;
  /** The period the invoice pays for, when the provider names it. */
  period: { start: Date; end: Date } | null;
}

/** The receipt e-mail of a paid subscription invoice: the plan, the amount, the period it pays for, and where to cancel. */
export function composeSubscriptionReceipt(invoice: SubscriptionReceiptInvoice, planName: string, publicUrl: string): OutgoingMail {
  const amount = formatMoney(invoice.amount, invoice.currency);
  const manageUrl = `${publicUrl.replace(/\/$/, '')}/pricing`;
  const lines: Array<[string, string]> = [
    ['Plan', planName],
    ['Amount paid', amount],
    ['Date', formatDate(invoice.paidAt)],
    ...(invoice.period ? [['Billing period', `${formatDate(invoice.period.start)} – ${formatDate(invoice.period.end)}`] as [string, string]] : []),
    ['Invoice', invoice.id],
  ];
  const manage = 'See your invoices, or cancel at the end of the period you have paid for, at';
  const text = [
    `Thank you for your payment for ${planName}.`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${manage} ${manageUrl}.`,
    '',
    'AI Business Academy',
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto">
<h1 style="font-size:20px">Your receipt</h1>
<p>Thank you for your payment for <strong>${escapeHtml(planName)}</strong>.</p>
<table style="border-collapse:collapse;width:100%">${rows}</table>
<p>${manage} <a href="${escapeHtml(manageUrl)}">your subscription</a>.</p>
<p style="color:#6b7280">AI Business Academy</p>
</body></html>`;
  return { to: invoice.email, subject: `Your receipt for ${planName} — ${amount}`, text, html };
}
