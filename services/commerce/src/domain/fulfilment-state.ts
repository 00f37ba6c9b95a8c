/**
 * The life of an order, as a pure state machine. Signals arrive from the signed webhook and from
 * the buyer's verification call, in any order and any number of times; only a transition that
 * changes the state has effects, so duplicates and late arrivals change nothing.
 *
 *   pending ──payment succeeded──► paid ──refunded──► refunded
 *      └──────────────refunded──────────────────────────┘
 *
 * A refunded order never becomes paid again: a `payment_intent.succeeded` delivered after the
 * refund (webhooks are not ordered) must not grant the course a second time.
 */
export type OrderStatus = 'pending' | 'paid' | 'refunded';
export type FulfilmentSignal = 'payment-succeeded' | 'refunded';
/** grant: give the entitlement and announce the payment; revoke: take the entitlement back. */
export type FulfilmentEffect = 'grant' | 'revoke';

export interface Transition {
  status: OrderStatus;
  effects: FulfilmentEffect[];
}

export function nextOrderState(current: OrderStatus, signal: FulfilmentSignal): Transition {
  if (signal === 'payment-succeeded') {
    if (current === 'pending') return { status: 'paid', effects: ['grant'] };
    return { status: current, effects: [] };
  }
  if (current === 'paid') return { status: 'refunded', effects: ['revoke'] };
  // A refund of a payment never fulfilled (or a repeat) only records the refund.
  return { status: 'refunded', effects: [] };
}
