/**
 * Stripe's documented test cards (https://docs.stripe.com/testing) and what the test-mode payment
 * server does with each. Any other number is refused the way Stripe refuses a real card in test
 * mode, so nobody types a real card into the TEST MODE form by mistake and thinks it was charged.
 */
export type CardOutcome =
  { ok: true; brand: string; last4: string } | { ok: false; code: string; declineCode?: string; message: string; brand?: string; last4?: string };

const SUCCEEDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '378282246310005': 'amex',
  '371449635398431': 'amex',
  '6011111111111117': 'discover',
  '6011000990139424': 'discover',
};

const DECLINES: Record<string, { code: string; declineCode?: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

/** Payment method ids the SDK may pass instead of card details (Stripe's test payment methods). */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export function cardNumberForPaymentMethod(paymentMethod: string): string | undefined {
  return TEST_PAYMENT_METHODS[paymentMethod];
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What charging this card does, checked in Stripe's order: number, expiry, then the issuer's answer. */
export function cardOutcome(card: CardDetails, now = new Date()): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (year < now.getUTCFullYear()) return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." };
  if (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1) {
    return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." };
  }
  const last4 = digits.slice(-4);
  const brand = SUCCEEDS[digits];
  if (brand) return { ok: true, brand, last4 };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, ...decline, brand: 'visa', last4 };
  return {
    ok: false,
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  };
}
