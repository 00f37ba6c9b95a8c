import { Button } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ALREADY_PAID_TOAST } from './already-paid.ts';

type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  /** Where Stripe sends the browser back when the payment needs a redirect (absolute URL). */
  returnUrl: string;
  /** The payment went through without leaving the page. */
  onSucceeded: (paymentIntentId: string) => void;
};

// Stripe.js is fetched once per publishable key, and only in this (lazily loaded) module: with no
// keys configured the checkout never reaches it.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's Payment Element, used when Stripe keys are configured. */
export function StripePaymentForm({ publishableKey, clientSecret, submitLabel, returnUrl, onSucceeded }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentElementForm submitLabel={submitLabel} returnUrl={returnUrl} onSucceeded={onSucceeded} />
    </Elements>
  );
}

function PaymentElementForm({
  submitLabel,
  returnUrl,
  onSucceeded,
}: {
  submitLabel: string;
  returnUrl: string;
  onSucceeded: (paymentIntentId: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const platform = usePlatform();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    // Cards usually complete on the page; methods that need the bank's page come back to returnUrl.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    setProcessing(false);
    const alreadyPaid =
      result.error?.code === 'payment_intent_unexpected_state' && result.error.payment_intent?.status === 'succeeded' ? result.error.payment_intent : undefined;
    if (alreadyPaid) {
      platform.toast(ALREADY_PAID_TOAST);
      onSucceeded(alreadyPaid.id);
      return;
    }
    if (result.error) {
      platform.toast({ title: 'Payment Failed', description: result.error.message ?? 'Failed to process payment. Please try again.', variant: 'destructive' });
      return;
    }
    if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') onSucceeded(result.paymentIntent.id);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || processing} aria-busy={processing}>
        {processing ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Processing...
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
