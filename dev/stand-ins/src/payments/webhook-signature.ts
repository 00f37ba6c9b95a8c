import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t={unix seconds},v1={hex HMAC-SHA256
 * of "{t}.{raw body}" keyed with the endpoint's whsec_ secret}`. The commerce service checks it
 * with the stripe SDK (`webhooks.constructEvent`), as it does Stripe's own deliveries.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
