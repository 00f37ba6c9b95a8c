import { Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { formatPrice, usePlatform } from '@academy/web-kit';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { BookOpen, CheckCircle2, LoaderCircle, Mail, Route, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useVerification } from './data/queries.ts';
import { PaymentNotCompleted } from './payment-not-completed.tsx';
import { isUnauthorised, keepPendingPayment, takePendingPayment } from './pending-payment.ts';

const NEXT_STEPS = [
  { title: 'Access Your Dashboard', text: 'Your progress, streak and next module in one place.' },
  { title: 'Begin Module 1', text: 'AI-Powered Customer Acquisition Strategies' },
  { title: 'Explore AI Tools', text: 'Calculators and analyzers to put what you learn to work.' },
];

/**
 * /payment-success?payment_intent=pi_…: where the payment provider sends the buyer back. The
 * server verifies the payment (and fulfils it, if the webhook has not already), and only a
 * verified payment is called successful. A 401 keeps the intent id in session storage, signs the
 * buyer in and resumes here; any other answer shows that the payment is not completed and what to
 * do next (docs/decisions/019-payment-success-only-when-verified.md).
 */
export function PaymentSuccessPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const [paymentIntentId] = useState(() => new URLSearchParams(searchStr).get('payment_intent') || takePendingPayment());
  const verification = useVerification(paymentIntentId);
  const unauthorised = verification.isError && isUnauthorised(verification.error);

  useEffect(() => {
    if (!paymentIntentId) void navigate({ to: '/pricing', replace: true });
  }, [paymentIntentId, navigate]);

  useEffect(() => {
    if (!paymentIntentId || !verification.isError) return;
    if (unauthorised) {
      keepPendingPayment(paymentIntentId);
      platform.signIn('/payment-success');
    } else {
      console.warn('Payment verification failed:', verification.error.message);
    }
  }, [paymentIntentId, verification.isError, verification.error, unauthorised, platform]);

  if (!paymentIntentId || verification.isPending || unauthorised) return <VerifyingPayment />;

  const { supportEmail } = platform.config;
  if (!verification.isSuccess || !verification.data.success) {
    return <PaymentNotCompleted error={verification.error} checking={verification.isFetching} onCheckAgain={() => void verification.refetch()} />;
  }
  const receiptSent = verification.data.receiptEmailSent;
  const paid = formatPrice(verification.data.amount);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <header className="text-center">
        <CheckCircle2 className="mx-auto size-16 text-success" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Payment Successful</h1>
        <p className="mt-3 text-lg text-muted-foreground">Welcome to the course! Your AI business journey starts now.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Your Course Access is Ready</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            <li className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <div>
                <p className="font-medium text-foreground">Payment Confirmed</p>
                <p className="text-sm text-muted-foreground">Your {paid} payment has been processed.</p>
              </div>
            </li>
            <li className="flex items-start gap-3">
              <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium text-foreground">Lifetime Access Activated</p>
                <p className="text-sm text-muted-foreground">Every module, tool and future update is yours.</p>
              </div>
            </li>
            <li className="flex items-start gap-3">
              <Route className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium text-foreground">Personalized Learning Path</p>
                <p className="text-sm text-muted-foreground">Your dashboard suggests where to start for your business.</p>
              </div>
            </li>
          </ul>
        </CardContent>
      </Card>

      <section aria-labelledby="whats-next" className="space-y-4">
        <h2 id="whats-next" className="text-xl font-semibold text-foreground">
          What's Next
        </h2>
        <ol className="space-y-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-foreground">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-col items-center gap-4 text-center">
        <Button size="lg" onClick={() => platform.navigate('/')}>
          <BookOpen className="size-4" aria-hidden="true" />
          Start Learning Now
        </Button>
        {receiptSent ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Mail className="size-4" aria-hidden="true" />A confirmation email with your receipt and access details is on its way.
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Need help? Contact us at{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * While the payment is verified: drawn as the header of what replaces it (the success or "Payment not completed"), a spinner in
 * the icon's place, and its words at least as large as any text of either, so that the page's largest text is painted here, in
 * the prerendered first view (docs/decisions/054), and not again when the answer comes.
 */
function VerifyingPayment() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <header role="status" aria-live="polite" className="text-center">
        <LoaderCircle className="mx-auto size-16 animate-spin text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Verifying your payment...</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          We are confirming your payment with the payment provider. This takes a few seconds; please keep this page open until it is done.
        </p>
      </header>
    </div>
  );
}
