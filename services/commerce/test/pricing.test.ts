import { describe, expect, it } from 'vitest';
import { decideCharge } from '../src/domain/pricing.ts';

describe('decideCharge', () => {
  it('charges the product record’s price in US dollars', () => {
    expect(decideCharge({ price: 8900, isActive: true })).toEqual({ amount: 8900, currency: 'usd' });
  });

  it('follows the record when an administrator changes the price', () => {
    expect(decideCharge({ price: 4900, isActive: true })).toEqual({ amount: 4900, currency: 'usd' });
  });

  it('sells nothing that is missing, inactive or free', () => {
    expect(decideCharge(undefined)).toBeNull();
    expect(decideCharge({ price: 8900, isActive: false })).toBeNull();
    expect(decideCharge({ price: 0, isActive: true })).toBeNull();
  });
});
