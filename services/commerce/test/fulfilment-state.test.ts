import { describe, expect, it } from 'vitest';
import { nextOrderState, type FulfilmentSignal, type OrderStatus } from '../src/domain/fulfilment-state.ts';

describe('nextOrderState', () => {
  it('a payment that succeeds moves a pending order to paid and grants the course', () => {
    expect(nextOrderState('pending', 'payment-succeeded')).toEqual({ status: 'paid', effects: ['grant'] });
  });

  it('a repeated success changes nothing', () => {
    expect(nextOrderState('paid', 'payment-succeeded')).toEqual({ status: 'paid', effects: [] });
  });

  it('a refund of a paid order takes the course back', () => {
    expect(nextOrderState('paid', 'refunded')).toEqual({ status: 'refunded', effects: ['revoke'] });
  });

  it('a success arriving after the refund does not grant again', () => {
    expect(nextOrderState('refunded', 'payment-succeeded')).toEqual({ status: 'refunded', effects: [] });
  });

  it('a refund of a payment never fulfilled only records it, and a repeated refund changes nothing', () => {
    expect(nextOrderState('pending', 'refunded')).toEqual({ status: 'refunded', effects: [] });
    expect(nextOrderState('refunded', 'refunded')).toEqual({ status: 'refunded', effects: [] });
  });

  it('grants at most once over any sequence of signals', () => {
    const signals: FulfilmentSignal[] = ['payment-succeeded', 'refunded'];
    // Every sequence of up to five signals, in every order.
    const sequences: FulfilmentSignal[][] = [[]];
    for (let length = 0; length < 5; length++) {
      for (const sequence of sequences.filter((s) => s.length === length)) for (const signal of signals) sequences.push([...sequence, signal]);
    }
    for (const sequence of sequences) {
      let status: OrderStatus = 'pending';
      let grants = 0;
      let revokes = 0;
      for (const signal of sequence) {
        const next = nextOrderState(status, signal);
        grants += next.effects.filter((e) => e === 'grant').length;
        revokes += next.effects.filter((e) => e === 'revoke').length;
        status = next.status;
      }
      expect(grants).toBeLessThanOrEqual(1);
      expect(revokes).toBeLessThanOrEqual(grants);
    }
  });
});
