import { describe, expect, it } from 'vitest';
import { cardOutcome, passesLuhn } from '../src/payments/test-cards.ts';

const now = new Date('2026-06-15T00:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => cardOutcome({ number, expMonth, expYear, cvc: '123' }, now);

describe('cardOutcome (Stripe’s test cards)', () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });

  it('4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds, in Stripe’s words', () => {
    expect(card('4000000000000002')).toMatchObject({ ok: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' });
    expect(card('4000000000009995')).toMatchObject({
      ok: false,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses a mistyped number, an expired card and a card that is not a test card', () => {
    expect(card('4242424242424241')).toMatchObject({ ok: false, code: 'incorrect_number' });
    expect(card('4242424242424242', 5, 2026)).toMatchObject({ ok: false, code: 'invalid_expiry_month' });
    expect(card('4242424242424242', 12, 2025)).toMatchObject({ ok: false, code: 'invalid_expiry_year' });
    expect(card('4111111111111111')).toMatchObject({ ok: false, code: 'card_declined', declineCode: 'test_mode_live_card' });
  });

  it('checks numbers with the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });
});
