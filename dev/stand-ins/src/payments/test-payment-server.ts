import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { TEST_MODE_PAYMENTS_PATH, standInOperations, testModeConfirmRequestSchema } from '@academy/contracts';
import { routeUnder, type Logger } from '@academy/service-kit';
import { cardNumberForPaymentMethod, cardOutcome, type CardDetails } from './test-cards.ts';
import { stripeSignatureHeader } from './webhook-signature.ts';

/*
 * The test-mode payment server (DESIGN decision 9, docs/decisions/028). It speaks the subset of Stripe's REST
 * API the academy uses — payment intents (create, retrieve, confirm), refunds, customers, prices,
 * subscriptions (create, retrieve, cancel at period end and resume, cancel) with their invoices
 * (retrieve, list), events — in Stripe's wire format (form-encoded requests,
 * JSON answers, Stripe's error objects, signed webhooks), so the commerce service drives it through
 * the real `stripe` SDK, pointed here by STRIPE_API_URL, and cannot tell it from Stripe. State lives in memory: it is a development
 * and test stand-in, never a place where real money is recorded.
 */

type Json = Record<string, unknown>;
type Metadata = Record<string, string>;

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Metadata;
  customer: string | null;
  receipt_email: string | null;
  latest_charge: string | null;
  payment_method: string | null;
  last_payment_error: Json | null;
  created: number;
  livemode: false;
  /** Not part of Stripe's object: the invoice this intent pays, if any. */
  invoiceId?: string;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  paid: true;
  status: 'succeeded';
  metadata: Metadata;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  created: number;
  livemode: false;
}

export interface TestPaymentServerOptions {
  /** The secret key the SDK must present (Authorization: Bearer sk_test_…). */
  secretKey: string;
  /** Signs webhooks, as a Stripe endpoint's whsec_ secret does. */
  webhookSecret: string;
  logger: Logger;
  /** Where events are posted (the commerce service's /api/webhooks/stripe); settable later. */
  webhookUrl?: string;
  /**
   * Where the server keeps its objects between restarts (a JSON file), so a payment made before a
   * restart can still be refunded or verified after it. Without it, state lives in memory only.
   */
  stateFile?: string;
  /** Waits between webhook attempts; one attempt more than entries. */
  webhookRetryDelaysMs?: number[];
  host?: string;
  /** The API's port (0, the default, picks a free one). */
  port?: number;
}

export interface TestPaymentServer {
  /** Where the SDK is pointed (commerce's STRIPE_API_URL), e.g. http://127.0.0.1:4999. */
  apiUrl: string;
  /** The browser-facing confirm endpoint (what Stripe.js calls), at TEST_MODE_PAYMENTS_PATH on the stand-ins' server. */
  browserRouter: Router;
  setWebhookUrl(url: string): void;
  /** Settles when every webhook queued so far has been delivered or given up. */
  webhooksIdle(): Promise<void>;
  /** Turns automatic webhook delivery off (tests that deliver events themselves). */
  pauseWebhooks(paused: boolean): void;
  /**
   * What a Stripe test clock does at the end of a subscription's billing period: a subscription
   * cancelled at period end ends (customer.subscription.deleted); any other is renewed, its next
   * invoice charged to the card that paid the first one (invoice.paid, customer.subscription.updated).
   */
  endCurrentPeriod(subscriptionId: string): void;
  stop(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; param?: string; payment_intent?: PaymentIntent },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, status = 400) =>
  new StripeApiError(status, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}
const now = () => Math.floor(Date.now() / 1000);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function asMetadata(value: unknown): Metadata {
  if (!value || typeof value !== 'object') return {};
  const out: Metadata = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  return out;
}
function asAmount(value: unknown, param: string): number {
  const text = asString(value);
  if (text === undefined || !/^\d+$/.test(text)) throw invalid(`Invalid integer: ${String(value ?? '')}`, param);
  const amount = Number(text);
  if (amount < 50) throw invalid('Amount must be at least 50 cents', param);
  return amount;
}

export async function startTestPaymentServer(options: TestPaymentServerOptions): Promise<TestPaymentServer> {
  const log = options.logger.child({ component: 'test-payment-server' });
  const retryDelays = options.webhookRetryDelaysMs ?? [500, 1_000, 2_000, 5_000, 10_000];
  let webhookUrl = options.webhookUrl;
  let paused = false;
  let stopped = false;

  const paymentIntents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  /** The card behind each payment method that was charged, so a subscription's renewal can charge it again. */
  const paymentMethodCards = new Map<string, CardDetails>();
  const events = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  // ── state kept between restarts ─────────────────────────────────────────────────────────────
  const stored = { paymentIntents, charges, refunds, customers, products, prices, subscriptions, invoices, paymentMethodCards } as const;
  type StoredName = keyof typeof stored;
  if (options.stateFile) {
    try {
      const saved = JSON.parse(await readFile(options.stateFile, 'utf8')) as Partial<Record<StoredName, Array<[string, never]>>>;
      for (const name of Object.keys(stored) as StoredName[]) for (const [id, value] of saved[name] ?? []) stored[name].set(id, value);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error }, 'test-mode payment state could not be read; starting empty');
    }
  }
  let saving: Promise<void> = Promise.resolve();
  /** Writes the state after a change, one write at a time, atomically (a reader never sees half a file). */
  function save(): void {
    const file = options.stateFile;
    if (!file) return;
    saving = saving
      .then(async () => {
        const snapshot = Object.fromEntries(Object.entries(stored).map(([name, map]) => [name, [...map.entries()]]));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, JSON.stringify(snapshot));
        await rename(`${file}.tmp`, file);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'test-mode payment state could not be saved'));
  }
  const saveAfterWrites = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') res.on('finish', save);
    next();
  };

  // ── events and webhooks ─────────────────────────────────────────────────────────────────────
  function emit(type: string, object: Json | PaymentIntent | Charge, previousAttributes?: Json): void {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      data: { object: structuredClone(publicView(object)), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
    };
    events.set(event.id as string, event);
    if (!paused) deliver(event, 0);
  }

  function deliver(event: Json, attempt: number): void {
    if (stopped || !webhookUrl) return;
    const url = webhookUrl;
    const work = (async () => {
      const payload = JSON.stringify(event, null, 2);
      let ok = false;
      let detail: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripeSignatureHeader(payload, options.webhookSecret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        ok = response.ok;
        detail = `HTTP ${response.status}`;
        await response.body?.cancel();
      } catch (error) {
        detail = error instanceof Error ? error.message : String(error);
      }
      if (ok || stopped) return;
      const delay = retryDelays[attempt];
      if (delay === undefined) {
        log.warn({ eventId: event.id, type: event.type, detail }, 'webhook given up');
        return;
      }
      log.info({ eventId: event.id, type: event.type, detail, retryInMs: delay }, 'webhook failed; will retry');
      const retry = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          deliver(event, attempt + 1);
          resolve();
        }, delay);
        timer.unref();
        timers.add(timer);
      });
      inFlight.add(retry);
      void retry.finally(() => inFlight.delete(retry));
    })();
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function publicView(object: Json | PaymentIntent | Charge): Json {
    if ((object as PaymentIntent).object === 'payment_intent') {
      const { invoiceId: _invoice, ...rest } = object as PaymentIntent;
      return rest as unknown as Json;
    }
    return object as Json;
  }

  // ── payment intents ─────────────────────────────────────────────────────────────────────────
  function createPaymentIntent(body: Json): PaymentIntent {
    const currency = (asString(body.currency) ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid('Missing required param: currency.', 'currency');
    const id = newId('pi');
    const customer = asString(body.customer) ?? null;
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: asAmount(body.amount, 'amount'),
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      description: asString(body.description) ?? null,
      metadata: asMetadata(body.metadata),
      customer,
      receipt_email: asString(body.receipt_email) ?? null,
      latest_charge: null,
      payment_method: null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    const paymentMethod = asString(body.payment_method);
    if (paymentMethod) intent.status = 'requires_confirmation';
    if (body.confirm === 'true' && paymentMethod) return confirmWithPaymentMethod(intent, paymentMethod);
    return intent;
  }

  function intentOr404(id: string): PaymentIntent {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  function confirmWithPaymentMethod(intent: PaymentIntent, paymentMethod: string): PaymentIntent {
    const number = cardNumberForPaymentMethod(paymentMethod);
    if (!number) throw missing('payment_method', paymentMethod, 'payment_method');
    const year = new Date().getUTCFullYear() + 3;
    return charge(intent, { number, expMonth: 12, expYear: year, cvc: '123' });
  }

  /** Charges the card for the intent: it succeeds, or the intent waits for another card. */
  function charge(intent: PaymentIntent, card: CardDetails): PaymentIntent {
    if (intent.status === 'succeeded') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        payment_intent: intent,
      });
    }
    if (intent.status === 'canceled') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has been canceled.',
        payment_intent: intent,
      });
    }
    const outcome = cardOutcome(card);
    const paymentMethodId = newId('pm');
    intent.payment_method = paymentMethodId;
    if (!outcome.ok) {
      const error = {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      emit('payment_intent.payment_failed', intent);
      throw new StripeApiError(402, { ...error, payment_intent: intent });
    }
    const chargeRow: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      paid: true,
      status: 'succeeded',
      metadata: intent.metadata,
      payment_method_details: { type: 'card', card: { brand: outcome.brand, last4: outcome.last4 } },
      created: now(),
      livemode: false,
    };
    charges.set(chargeRow.id, chargeRow);
    paymentMethodCards.set(paymentMethodId, card);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = chargeRow.id;
    intent.last_payment_error = null;
    emit('charge.succeeded', chargeRow);
    emit('payment_intent.succeeded', intent);
    if (intent.invoiceId) payInvoice(intent.invoiceId, paymentMethodId);
    return intent;
  }

  // ── refunds ─────────────────────────────────────────────────────────────────────────────────
  function createRefund(body: Json): Json {
    const intentId = asString(body.payment_intent);
    const chargeId = asString(body.charge);
    const intent = intentId ? intentOr404(intentId) : undefined;
    const chargeRow = chargeId ? charges.get(chargeId) : intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!chargeRow || (intent && intent.status !== 'succeeded')) {
      throw invalid(`This PaymentIntent (${intentId ?? chargeId ?? ''}) does not have a successful charge to refund.`, 'payment_intent');
    }
    const remaining = chargeRow.amount - chargeRow.amount_refunded;
    const amount = body.amount === undefined ? remaining : asAmount(body.amount, 'amount');
    if (remaining === 0) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${chargeRow.id} has already been refunded.`,
      });
    }
    if (amount > remaining)
      throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, 'amount');
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: chargeRow.id,
      currency: chargeRow.currency,
      payment_intent: chargeRow.payment_intent,
      reason: asString(body.reason) ?? null,
      metadata: asMetadata(body.metadata),
      status: 'succeeded',
      created: now(),
    };
    refunds.set(refund.id as string, refund);
    chargeRow.amount_refunded += amount;
    chargeRow.refunded = chargeRow.amount_refunded === chargeRow.amount;
    emit('refund.created', refund);
    emit('charge.refunded', chargeRow);
    return refund;
  }

  // ── customers, products, prices ─────────────────────────────────────────────────────────────
  function createCustomer(body: Json): Json {
    const customer: Json = {
      id: newId('cus', 14),
      object: 'customer',
      email: asString(body.email) ?? null,
      name: asString(body.name) ?? null,
      metadata: asMetadata(body.metadata),
      created: now(),
      livemode: false,
    };
    customers.set(customer.id as string, customer);
    return customer;
  }

  function createProduct(body: Json): Json {
    const name = asString(body.name);
    if (!name) throw invalid('Missing required param: name.', 'name');
    const product: Json = {
      id: asString(body.id) ?? newId('prod', 14),
      object: 'product',
      name,
      active: true,
      metadata: asMetadata(body.metadata),
      created: now(),
    };
    products.set(product.id as string, product);
    return product;
  }

  function createPrice(body: Json): Json {
    const currency = (asString(body.currency) ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid('Missing required param: currency.', 'currency');
    let productId = asString(body.product);
    const productData = body.product_data as Json | undefined;
    if (!productId && productData) productId = createProduct(productData).id as string;
    if (!productId || !products.has(productId)) throw invalid('Missing required param: product.', 'product');
    const recurringBody = body.recurring as Json | undefined;
    const interval = asString(recurringBody?.interval);
    if (recurringBody && !['day', 'week', 'month', 'year'].includes(interval ?? '')) throw invalid('Invalid recurring[interval]', 'recurring[interval]');
    const price: Json = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency,
      product: productId,
      unit_amount: asAmount(body.unit_amount, 'unit_amount'),
      recurring: recurringBody ? { interval, interval_count: 1 } : null,
      type: recurringBody ? 'recurring' : 'one_time',
      metadata: asMetadata(body.metadata),
      created: now(),
      livemode: false,
    };
    prices.set(price.id as string, price);
    return price;
  }

  // ── subscriptions and their invoices ────────────────────────────────────────────────────────
  function periodEnd(start: number, interval: string): number {
    const date = new Date(start * 1000);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
    else if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function createSubscription(body: Json): Json {
    const customerId = asString(body.customer);
    if (!customerId || !customers.has(customerId)) throw missing('customer', customerId ?? '', 'customer');
    const items = Array.isArray(body.items) ? (body.items as Json[]) : [];
    const priceId = asString(items[0]?.price);
    const price = priceId ? prices.get(priceId) : undefined;
    if (!price || !priceId) throw missing('price', priceId ?? '', 'items[0][price]');
    const recurring = price.recurring as { interval: string } | null;
    if (!recurring) throw invalid('The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.', 'items[0][price]');
    const start = now();
    const id = newId('sub');
    const metadata = asMetadata(body.metadata);
    const item = {
      id: newId('si', 14),
      object: 'subscription_item',
      price,
      quantity: 1,
      current_period_start: start,
      current_period_end: periodEnd(start, recurring.interval),
    };
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'incomplete',
      items: { object: 'list', data: [item], has_more: false },
      latest_invoice: null,
      default_payment_method: null,
      metadata,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      livemode: false,
    };
    subscriptions.set(id, subscription);
    openInvoice(subscription, 'subscription_create', 'Subscription creation');
    emit('customer.subscription.created', subscription);
    return subscription;
  }

  const itemOf = (subscription: Json) =>
    ((subscription.items as Json).data as Json[])[0] as Json & { price: Json; current_period_start: number; current_period_end: number };

  /** The invoice of the subscription's current period, finalised with a payment intent to pay it. */
  function openInvoice(subscription: Json, billingReason: 'subscription_create' | 'subscription_cycle', description: string): PaymentIntent {
    const item = itemOf(subscription);
    const customerId = subscription.customer as string;
    const metadata = subscription.metadata as Metadata;
    const invoiceId = newId('in');
    const intent = createPaymentIntent({ amount: String(item.price.unit_amount), currency: item.price.currency, customer: customerId, metadata, description });
    intent.invoiceId = invoiceId;
    const created = now();
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      customer: customerId,
      customer_email: customers.get(customerId)?.email ?? null,
      status: 'open',
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      amount_remaining: item.price.unit_amount,
      currency: item.price.currency,
      billing_reason: billingReason,
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata } },
      // As Stripe: the invoice's own period looks back; the line carries the period it pays for.
      period_start: created,
      period_end: created,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: item.price.unit_amount,
            currency: item.price.currency,
            description: `1 × ${String(products.get(item.price.product as string)?.name ?? 'Subscription')}`,
            period: { start: item.current_period_start, end: item.current_period_end },
            quantity: 1,
          },
        ],
        has_more: false,
      },
      status_transitions: { finalized_at: created, paid_at: null, marked_uncollectible_at: null, voided_at: null },
      metadata: {},
      created,
      livemode: false,
    };
    invoices.set(invoiceId, invoice);
    subscription.latest_invoice = invoiceId;
    return intent;
  }

  function payInvoice(invoiceId: string, paymentMethod: string): void {
    const invoice = invoices.get(invoiceId);
    if (!invoice || invoice.status === 'paid') return;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Json).paid_at = now();
    const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
    const subscription = subscriptions.get(subscriptionId);
    const previous: Json = {};
    if (subscription && ['incomplete', 'past_due'].includes(subscription.status as string)) {
      previous.status = subscription.status;
      subscription.status = 'active';
    }
    // payment_settings.save_default_payment_method=on_subscription: the card that paid is kept for renewals.
    if (subscription) subscription.default_payment_method = paymentMethod;
    emit('invoice.paid', invoice);
    emit('invoice.payment_succeeded', invoice);
    if (subscription) emit('customer.subscription.updated', subscription, previous);
  }

  function subscriptionOr404(id: string): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  function updateSubscription(id: string, body: Json): Json {
    const subscription = subscriptionOr404(id);
    if (['canceled', 'incomplete_expired'].includes(subscription.status as string)) {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const previous: Json = {};
    if (body.metadata !== undefined) {
      previous.metadata = subscription.metadata;
      subscription.metadata = { ...(subscription.metadata as Metadata), ...asMetadata(body.metadata) };
    }
    if (body.cancel_at_period_end !== undefined) {
      if (body.cancel_at_period_end !== 'true' && body.cancel_at_period_end !== 'false')
        throw invalid('Invalid boolean: cancel_at_period_end', 'cancel_at_period_end');
      const cancel = body.cancel_at_period_end === 'true';
      if (cancel !== subscription.cancel_at_period_end) {
        Object.assign(previous, {
          cancel_at_period_end: subscription.cancel_at_period_end,
          cancel_at: subscription.cancel_at,
          canceled_at: subscription.canceled_at,
        });
        subscription.cancel_at_period_end = cancel;
        // As Stripe: cancel_at is the period end, canceled_at the time the cancellation was asked for.
        subscription.cancel_at = cancel ? itemOf(subscription).current_period_end : null;
        subscription.canceled_at = cancel ? now() : null;
      }
    }
    if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  function cancelSubscription(id: string): Json {
    const subscription = subscriptionOr404(id);
    subscription.status = 'canceled';
    subscription.canceled_at = subscription.canceled_at ?? now();
    subscription.ended_at = now();
    emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  function endCurrentPeriod(id: string): void {
    const subscription = subscriptionOr404(id);
    if (!['active', 'trialing', 'past_due'].includes(subscription.status as string)) throw invalid(`Subscription ${id} has no billing period running.`);
    if (subscription.cancel_at_period_end) {
      cancelSubscription(id);
    } else {
      const item = itemOf(subscription);
      const start = item.current_period_end;
      item.current_period_start = start;
      item.current_period_end = periodEnd(start, (item.price.recurring as { interval: string }).interval);
      const intent = openInvoice(subscription, 'subscription_cycle', 'Subscription update');
      const paymentMethod = subscription.default_payment_method as string | null;
      const card = paymentMethod ? paymentMethodCards.get(paymentMethod) : undefined;
      try {
        if (!card) throw invalid('The subscription has no payment method to charge.');
        charge(intent, card);
      } catch {
        subscription.status = 'past_due';
        emit('invoice.payment_failed', invoices.get(intent.invoiceId!)!);
        emit('customer.subscription.updated', subscription, { status: 'active' });
      }
    }
    save();
  }

  function listInvoices(query: Request['query']): Json {
    const subscription = asString(query.subscription);
    const customer = asString(query.customer);
    const status = asString(query.status);
    const limit = Math.min(Math.max(Number(asString(query.limit) ?? 10) || 10, 1), 100);
    const startingAfter = asString(query.starting_after);
    const matching = [...invoices.values()]
      .filter(
        (invoice) => subscription === undefined || ((invoice.parent as Json | null)?.subscription_details as Json | undefined)?.subscription === subscription,
      )
      .filter((invoice) => (customer === undefined || invoice.customer === customer) && (status === undefined || invoice.status === status))
      .reverse();
    const from = startingAfter ? matching.findIndex((invoice) => invoice.id === startingAfter) + 1 : 0;
    const data = matching.slice(from, from + limit);
    return { object: 'list', data, has_more: from + limit < matching.length, url: '/v1/invoices' };
  }

  /** Applies `expand[]` paths such as latest_invoice.confirmation_secret (nested ids become objects). */
  function expand(object: Json, paths: string[]): Json {
    const copy = structuredClone(object);
    for (const path of paths) {
      const [head] = path.split('.');
      if (!head) continue;
      const value = copy[head];
      if (typeof value === 'string') copy[head] = structuredClone(lookup(value) ?? value);
    }
    return copy;
  }
  function lookup(id: string): Json | PaymentIntent | Charge | undefined {
    return invoices.get(id) ?? subscriptions.get(id) ?? customers.get(id) ?? paymentIntents.get(id) ?? charges.get(id) ?? prices.get(id);
  }
  const expansions = (req: Request): string[] => {
    const raw = (req.body as Json | undefined)?.expand ?? req.query.expand;
    return Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : typeof raw === 'string' ? [raw] : [];
  };

  // ── HTTP ────────────────────────────────────────────────────────────────────────────────────
  const api = express();
  api.disable('x-powered-by');
  api.use(saveAfterWrites);
  api.use(express.urlencoded({ extended: true, limit: '100kb' }));
  api.use((req, res, next) => {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], options.secretKey)) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    // Stripe replays the first answer to a repeated Idempotency-Key instead of acting twice.
    const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    if (key) {
      const seen = idempotent.get(`${req.path}:${key}`);
      if (seen) {
        res.status(seen.status).json(seen.body);
        return;
      }
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        idempotent.set(`${req.path}:${key}`, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });

  const handle = (work: (req: Request) => Json | PaymentIntent | Charge) => (req: Request, res: Response) => {
    res.json(publicView(work(req)));
  };
  const body = (req: Request): Json => (req.body as Json | undefined) ?? {};

  api.post(
    '/v1/payment_intents',
    handle((req) => createPaymentIntent(body(req))),
  );
  api.get(
    '/v1/payment_intents/:id',
    handle((req) => intentOr404(String(req.params.id))),
  );
  api.post(
    '/v1/payment_intents/:id/confirm',
    handle((req) => {
      const intent = intentOr404(String(req.params.id));
      const paymentMethod = asString(body(req).payment_method) ?? intent.payment_method;
      if (!paymentMethod) throw invalid('You cannot confirm this PaymentIntent because it’s missing a payment method.', 'payment_method');
      return confirmWithPaymentMethod(intent, paymentMethod);
    }),
  );
  api.post(
    '/v1/payment_intents/:id/cancel',
    handle((req) => {
      const intent = intentOr404(String(req.params.id));
      if (intent.status === 'succeeded') throw invalid('You cannot cancel this PaymentIntent because it has a status of succeeded.');
      intent.status = 'canceled';
      emit('payment_intent.canceled', intent);
      return intent;
    }),
  );
  api.get(
    '/v1/charges/:id',
    handle(
      (req) =>
        charges.get(String(req.params.id)) ??
        (() => {
          throw missing('charge', String(req.params.id));
        })(),
    ),
  );
  api.post(
    '/v1/refunds',
    handle((req) => createRefund(body(req))),
  );
  api.get(
    '/v1/refunds/:id',
    handle(
      (req) =>
        refunds.get(String(req.params.id)) ??
        (() => {
          throw missing('refund', String(req.params.id));
        })(),
    ),
  );
  api.post(
    '/v1/customers',
    handle((req) => createCustomer(body(req))),
  );
  api.get(
    '/v1/customers/:id',
    handle(
      (req) =>
        customers.get(String(req.params.id)) ??
        (() => {
          throw missing('customer', String(req.params.id));
        })(),
    ),
  );
  api.get(
    '/v1/customers',
    handle((req) => {
      const email = asString(req.query.email);
      const data = [...customers.values()].filter((c) => email === undefined || c.email === email).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/customers' };
    }),
  );
  api.post(
    '/v1/products',
    handle((req) => createProduct(body(req))),
  );
  api.post(
    '/v1/prices',
    handle((req) => createPrice(body(req))),
  );
  api.get(
    '/v1/prices/:id',
    handle(
      (req) =>
        prices.get(String(req.params.id)) ??
        (() => {
          throw missing('price', String(req.params.id));
        })(),
    ),
  );
  api.post(
    '/v1/subscriptions',
    handle((req) => expand(createSubscription(body(req)), expansions(req))),
  );
  api.get(
    '/v1/subscriptions/:id',
    handle((req) => {
      const subscription = subscriptions.get(String(req.params.id));
      if (!subscription) throw missing('subscription', String(req.params.id));
      return expand(subscription, expansions(req));
    }),
  );
  api.post(
    '/v1/subscriptions/:id',
    handle((req) => expand(updateSubscription(String(req.params.id), body(req)), expansions(req))),
  );
  api.delete(
    '/v1/subscriptions/:id',
    handle((req) => cancelSubscription(String(req.params.id))),
  );
  api.get(
    '/v1/invoices',
    handle((req) => listInvoices(req.query)),
  );
  api.get(
    '/v1/invoices/:id',
    handle(
      (req) =>
        invoices.get(String(req.params.id)) ??
        (() => {
          throw missing('invoice', String(req.params.id));
        })(),
    ),
  );
  api.get(
    '/v1/events/:id',
    handle(
      (req) =>
        events.get(String(req.params.id)) ??
        (() => {
          throw missing('event', String(req.params.id));
        })(),
    ),
  );
  api.get(
    '/v1/events',
    handle((req) => {
      const type = asString(req.query.type);
      const data = [...events.values()]
        .filter((e) => type === undefined || e.type === type)
        .reverse()
        .slice(0, 100);
      return { object: 'list', data, has_more: false, url: '/v1/events' };
    }),
  );
  api.use((req, res) => {
    res.status(404).json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path}).` } });
  });
  api.use(stripeErrorHandler(log));

  // What Stripe.js does from the browser: confirm with the intent's client secret, no secret key.
  const browserRouter = Router();
  browserRouter.use(saveAfterWrites);
  // Mounted by the stand-ins' HTTP server, which the development gateway routes TEST_MODE_PAYMENTS_PATH to.
  routeUnder(TEST_MODE_PAYMENTS_PATH, browserRouter, standInOperations.testModeConfirm, (req, res) => {
    const parsed = testModeConfirmRequestSchema.safeParse(req.body);
    if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const intent = paymentIntents.get(String(req.params.id));
    // An unknown intent and a wrong secret answer alike, so secrets cannot be probed per intent.
    if (!intent || !sameSecret(parsed.data.client_secret, intent.client_secret)) throw missing('payment_intent', String(req.params.id));
    const { number, exp_month: expMonth, exp_year: expYear, cvc } = parsed.data.card;
    const confirmed = charge(intent, { number, expMonth, expYear, cvc });
    res.json({ id: confirmed.id, status: confirmed.status });
  });
  browserRouter.use(stripeErrorHandler(log));

  const host = options.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve, reject) => {
    const s = api.listen(options.port ?? 0, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port }, 'test-mode payment server listening (no Stripe keys configured)');

  return {
    apiUrl: `http://${host}:${port}`,
    browserRouter,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async webhooksIdle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    pauseWebhooks(value) {
      paused = value;
    },
    endCurrentPeriod,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await saving;
    },
  };
}

/** Answers errors in Stripe's format: `{ error: { type, code, decline_code, message, param } }`. */
function stripeErrorHandler(log: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof StripeApiError) {
      const { payment_intent: intent, ...rest } = error.body;
      const paymentIntent = intent ? (({ invoiceId: _i, ...view }) => view)(intent) : undefined;
      res.status(error.status).json({ error: { ...rest, ...(paymentIntent ? { payment_intent: paymentIntent } : {}) } });
      return;
    }
    if (typeof error === 'object' && error !== null && 'type' in error && (error as { type: unknown }).type === 'entity.parse.failed') {
      res.status(400).json({ error: { type: 'invalid_request_error', message: 'Invalid request body.' } });
      return;
    }
    log.error({ err: error }, 'test-mode payment server failed');
    res.status(500).json({ error: { type: 'api_error', message: 'An unknown error occurred.' } });
  };
}
