/**
 * A stand-in for Stripe.js at the one boundary only the browser SDK crosses: the `window.Stripe`
 * global that the script from js.stripe.com defines. `loadStripe` (@stripe/stripe-js) uses a
 * `window.Stripe` it finds instead of adding the script tag, so a test that installs this before
 * the checkout's Stripe module loads runs the real @stripe/stripe-js and @stripe/react-stripe-js
 * code without reaching the network. It records what the SDK was asked and answers
 * confirmPayment as a test tells it to.
 */
export type ConfirmPaymentResult =
  | { paymentIntent: { id: string; status: string }; error?: undefined }
  | { error: { type: string; code?: string; message?: string; payment_intent?: { id: string; status: string } }; paymentIntent?: undefined };

export interface StripeStandIn {
  /** The publishable key each Stripe(...) call was given. */
  publishableKeys: string[];
  /** The options of each stripe.elements(...) call (the client secret travels here). */
  elementsOptions: unknown[];
  /** The type of each element created ('payment' for the Payment Element). */
  createdElements: string[];
  /** What stripe.confirmPayment(...) was called with. */
  confirmCalls: { confirmParams?: { return_url?: string }; redirect?: string }[];
  /** The answer of the next confirmPayment call. */
  confirmResult: ConfirmPaymentResult;
}

export function installStripeStandIn(): StripeStandIn {
  const record: StripeStandIn = {
    publishableKeys: [],
    elementsOptions: [],
    createdElements: [],
    confirmCalls: [],
    confirmResult: { paymentIntent: { id: 'pi_standin', status: 'succeeded' } },
  };
  const element = (type: string) => ({
    mount(node: HTMLElement) {
      const marker = document.createElement('div');
      marker.dataset.stripeElement = type;
      marker.textContent = `Stripe ${type} element`;
      node.append(marker);
    },
    on: () => undefined,
    off: () => undefined,
    update: () => undefined,
    destroy: () => undefined,
    unmount: () => undefined,
  });
  const elements = {
    create(type: string) {
      record.createdElements.push(type);
      return element(type);
    },
    update: () => undefined,
    getElement: () => null,
  };
  function Stripe(publishableKey: string) {
    record.publishableKeys.push(publishableKey);
    return {
      elements(options: unknown) {
        record.elementsOptions.push(options);
        return elements;
      },
      createToken: () => Promise.resolve({}),
      createPaymentMethod: () => Promise.resolve({}),
      confirmCardPayment: () => Promise.resolve({}),
      confirmPayment(options: StripeStandIn['confirmCalls'][number]) {
        record.confirmCalls.push(options);
        return Promise.resolve(record.confirmResult);
      },
      _registerWrapper: () => undefined,
      registerAppInfo: () => undefined,
    };
  }
  // The Stripe.js release @stripe/stripe-js expects; without it, it warns about a version mismatch.
  Stripe.version = 'endive';
  Object.defineProperty(window, 'Stripe', { value: Stripe, configurable: true, writable: true });
  return record;
}
