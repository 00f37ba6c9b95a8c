import { LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { lazy, Suspense } from 'react';
import { intentIdOf } from './data/api.ts';
import { TestModeCardForm } from './test-mode-card-form.tsx';

// Loaded only when Stripe keys are configured: test mode never downloads Stripe.js.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx').then((module) => ({ default: module.StripePaymentForm })));

export type PaymentFormProps = {
  clientSecret: string;
  submitLabel: string;
  /** Stripe mode: where Stripe sends the browser back (a path of the academy). */
  returnPath: string;
  /** The payment went through on the page (Stripe may instead return the browser to returnPath). */
  onSucceeded: (paymentIntentId: string) => void;
};

/**
 * The card payment form for a client secret: Stripe's Payment Element when a publishable key is
 * configured, else the built-in TEST MODE card form.
 */
export function PaymentForm({ clientSecret, submitLabel, returnPath, onSucceeded }: PaymentFormProps) {
  const { payments } = usePlatform().config;
  if (payments.mode === 'stripe' && payments.publishableKey) {
    return (
      <Suspense fallback={<LoadingState label="Loading the payment form..." />}>
        <StripePaymentForm
          publishableKey={payments.publishableKey}
          clientSecret={clientSecret}
          submitLabel={submitLabel}
          returnUrl={`${window.location.origin}${returnPath}`}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    );
  }
  return <TestModeCardForm key={intentIdOf(clientSecret)} clientSecret={clientSecret} submitLabel={submitLabel} onSucceeded={onSucceeded} />;
}
