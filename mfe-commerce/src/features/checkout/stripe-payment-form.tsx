import { Button } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';

type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  /** Where Stripe sends the browser back after the payment (absolute URL). */
  returnUrl: string;
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
export function StripePaymentForm({ publishableKey, clientSecret, submitLabel, returnUrl }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentElementForm submitLabel={submitLabel} returnUrl={returnUrl} />
    </Elements>
  );
}

function PaymentElementForm({ submitLabel, returnUrl }: { submitLabel: string; returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const platform = usePlatform();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only reached when the payment did not leave the page (a refused card, a form error).
    setProcessing(false);
    if (error) platform.toast({ title: 'Payment Failed', description: error.message ?? 'Failed to process payment. Please try again.', variant: 'destructive' });
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
