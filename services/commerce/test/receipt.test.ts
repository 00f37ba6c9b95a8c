import { describe, expect, it } from 'vitest';
import { composeReceipt, composeRefundNotice } from '../src/domain/receipt.ts';

const order = {
  id: '5b1f0c84-7c55-4b8e-9a52-0c1f7d3f8e11',
  email: 'sam@example.com',
  amount: 8900,
  currency: 'usd',
  paymentIntentId: 'pi_3AbCdEfGh1234567',
  paidAt: new Date('2026-03-01T10:00:00Z'),
};

describe('composeReceipt', () => {
  it('names the product, the amount, the date, the receipt number and the end of the 30-day guarantee', () => {
    const mail = composeReceipt(order, 'AI Business Growth Mastery', 'http://localhost:8080/');
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Your receipt for AI Business Growth Mastery — $89.00');
    expect(mail.text).toContain('Amount paid: $89.00');
    expect(mail.text).toContain('Date: March 1, 2026');
    expect(mail.text).toContain(`Receipt number: ${order.id}`);
    expect(mail.text).toContain('until March 31, 2026');
    expect(mail.text).toContain('http://localhost:8080/pricing');
  });

  it('escapes what it puts into the HTML', () => {
    const mail = composeReceipt(order, 'Course <script>alert(1)</script>', 'http://localhost:8080');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('composeRefundNotice', () => {
  it('says how much is given back and that progress is kept', () => {
    const mail = composeRefundNotice(order, 'AI Business Growth Mastery');
    expect(mail.subject).toBe('Your refund for AI Business Growth Mastery — $89.00');
    expect(mail.text).toContain('progress is kept');
  });
});
