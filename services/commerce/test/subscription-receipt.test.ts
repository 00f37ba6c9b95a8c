import { describe, expect, it } from 'vitest';
import { composeSubscriptionReceipt } from '../src/domain/subscription-receipt.ts';

const invoice = {
  id: 'in_1AbCdEfGh1234567',
  email: 'sam@example.com',
  amount: 2900,
  currency: 'usd',
  paidAt: new Date('2026-03-01T10:00:00Z'),
  period: { start: new Date('2026-03-01T10:00:00Z'), end: new Date('2026-04-01T10:00:00Z') },
};

describe('composeSubscriptionReceipt', () => {
  it('names the plan, the amount, the date, the period paid for, the invoice and where to cancel', () => {
    const mail = composeSubscriptionReceipt(invoice, 'Coaching', 'http://localhost:8080/');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Your receipt for Coaching — $29.00');
    expect(mail.text).toContain('Amount paid: $29.00');
    expect(mail.text).toContain('Date: March 1, 2026');
    expect(mail.text).toContain('Billing period: March 1, 2026 – April 1, 2026');
    expect(mail.text).toContain(`Invoice: ${invoice.id}`);
    expect(mail.text).toContain('cancel at the end of the period you have paid for, at http://localhost:8080/pricing');
  });

  it('leaves the period out when the provider names none, and escapes what it puts into the HTML', () => {
    const mail = composeSubscriptionReceipt({ ...invoice, period: null }, 'Plan <script>alert(1)</script>', 'http://localhost:8080');
    expect(mail.text).not.toContain('Billing period');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});
