import { Button, Card, CardContent, CardHeader, CardTitle, ErrorBox } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';
import { formatPrice, isApiError, usePlatform } from '@academy/web-kit';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Check, CheckCircle2, CircleAlert, Lock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { intentIdOf } from './data/api.ts';
import { useCheckout } from './data/queries.ts';
import { PaymentForm } from './payment-form.tsx';
import { TestModeCardForm } from './test-mode-card-form.tsx';

const COURSE_NAME = 'AI Business Growth Mastery Course';
const INCLUDED = [
  'Lifetime access to all course materials',
  '15+ comprehensive learning modules',
  '50+ practical AI tools and templates',
  'Real business case studies',
  'Interactive quizzes and assessments',
  '30-day money-back guarantee',
];

const paymentSuccessPath = (paymentIntentId: string) => `/payment-success?payment_intent=${encodeURIComponent(paymentIntentId)}&redirect_status=succeeded`;

/**
 * /checkout?client_secret=…&amount=… (the offer's price in dollars). The payment form confirms the payment intent the pricing
 * page created. The price shown is the one the server holds for that payment (the amount it
 * charges); the URL's amount is left alone, since anyone can change it.
 */
export function CheckoutPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  // Read once: when the payment succeeds the URL moves on to /payment-success, and this page,
  // still mounted for a moment, must not mistake the new URL for a missing secret.
  const [clientSecret] = useState(() => new URLSearchParams(searchStr).get('client_secret'));
  const checkout = useCheckout(clientSecret ? intentIdOf(clientSecret) : null);

  useEffect(() => {
    if (!clientSecret) void navigate({ to: '/pricing', replace: true });
  }, [clientSecret, navigate]);

  const backToPricing = () => void navigate({ to: '/pricing' });
  // While the purchase is asked for (and before the redirect of a URL without a secret), the page as it will be drawn, its price and
  // form placeholders of their size: the prerendered first view (docs/decisions/054), and nothing moves when the purchase arrives.
  if (!clientSecret || checkout.isPending) return <CheckoutLayout amount={null} form={null} onBackToPricing={backToPricing} />;

  const succeeded = (paymentIntentId: string) => platform.navigate(paymentSuccessPath(paymentIntentId));

  if (checkout.isError) {
    const reason = isApiError(checkout.error) ? checkout.error.envelope?.error.message : undefined;
    return (
      <CheckoutNotice>
        <ErrorBox title="The checkout could not be loaded" message={reason ?? checkout.error.message} onRetry={() => void checkout.refetch()} />
        <Button variant="outline" onClick={backToPricing}>
          Back to Pricing
        </Button>
      </CheckoutNotice>
    );
  }
  if (checkout.data.status !== 'pending') {
    const paid = checkout.data.status === 'paid';
    return (
      <CheckoutNotice>
        {paid ? (
          <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        ) : (
          <CircleAlert className="mx-auto size-12 text-warning" aria-hidden="true" />
        )}
        <h1 className="text-2xl font-bold text-foreground">{paid ? 'Your purchase is complete' : 'This payment was refunded'}</h1>
        <p className="text-muted-foreground">
          {paid ? 'This payment has already gone through: there is nothing more to pay.' : 'Start a new purchase from the pricing page.'}
        </p>
        {paid ? <Button onClick={() => succeeded(checkout.data.paymentIntentId)}>Continue</Button> : <Button onClick={backToPricing}>Back to Pricing</Button>}
      </CheckoutNotice>
    );
  }
  const amount = formatPrice(checkout.data.amount);
  return (
    <CheckoutLayout
      amount={amount}
      form={<PaymentForm clientSecret={clientSecret} submitLabel={`Complete Payment - ${amount}`} returnPath="/payment-success" onSucceeded={succeeded} />}
      onBackToPricing={backToPricing}
    />
  );
}

const noPayment = () => undefined;

/**
 * The checkout of a pending purchase: what is bought and its price beside the payment form. Until the purchase is known (`amount`
 * and `form` null) the price is a placeholder and the form the test-mode card form's placeholder (inert: nothing typed is lost),
 * with a status line saying so.
 */
function CheckoutLayout({ amount, form, onBackToPricing }: { amount: string | null; form: ReactNode | null; onBackToPricing: () => void }) {
  const { payments, supportEmail } = usePlatform().config;
  return (
    <div className="min-h-full bg-muted/30">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-4 sm:px-6">
          <Button variant="ghost" onClick={onBackToPricing}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Pricing
          </Button>
        </div>
      </header>

      <main className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        {/* The page's title for screen readers and the outline; the cards carry the spec's visible titles. */}
        <h1 className="sr-only">Checkout</h1>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Complete Your Purchase</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            <div className="flex items-start justify-between gap-4 rounded-lg bg-primary/5 p-4">
              <div>
                <p className="font-semibold text-foreground">{COURSE_NAME}</p>
                <p className="text-sm text-muted-foreground">One-time payment, lifetime access</p>
              </div>
              <p className="text-2xl font-bold text-foreground">
                {amount ?? (
                  <Placeholder as="span" className="inline-block w-24 rounded bg-muted">
                    {'\u00a0'}
                  </Placeholder>
                )}
              </p>
            </div>
            <ul className="space-y-3" aria-label="What you get">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-3 text-sm text-foreground">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Payment Information</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {form ?? (
              <>
                <p role="status" className="sr-only">
                  Loading checkout...
                </p>
                <Placeholder>
                  <TestModeCardForm clientSecret="" submitLabel="Complete Payment" onSucceeded={noPayment} />
                </Placeholder>
              </>
            )}
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden="true" />
              {payments.mode === 'stripe'
                ? 'Secured by Stripe. Your card details never touch our servers.'
                : 'Secured by the built-in test-mode payment server. No real card is charged.'}
            </p>
          </CardContent>
        </Card>
      </main>

      <footer className="pb-10 text-center text-sm text-muted-foreground">
        Questions about your purchase? Contact us at{' '}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </footer>
    </div>
  );
}

/** A checkout that has nothing to pay: a message and the way on. */
function CheckoutNotice({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</div>;
}
