import type { SubscriptionPlan } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@academy/ui';
import { formatPrice, usePlatform } from '@academy/web-kit';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PaymentForm } from '../checkout/index.ts';
import { useCreateSubscription, useRecurringPlans } from './data/queries.ts';
import { intervalLabel } from './format-price.ts';

const CREATE_FAILED = 'Failed to create subscription. Please try again.';
/** After the subscription's first payment, the subscriber goes to the dashboard after this long. */
export const SUBSCRIPTION_REDIRECT_MS = 2000;

type Props = {
  /** The plan the signed-in user is on, if any. */
  currentPlanId: string | null;
};

/**
 * The recurring plans administrators offer, as further options. Choosing one starts a real
 * subscription and shows the embedded 'Complete Your Subscription' form for its first payment.
 */
export function SubscriptionPlans({ currentPlanId }: Props) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const plans = useRecurringPlans();
  const subscribe = useCreateSubscription();
  const [pending, setPending] = useState<{ plan: SubscriptionPlan; clientSecret: string } | null>(null);
  const [done, setDone] = useState(false);
  const resumePlan = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('plan') });
  const resumed = useRef(false);
  const signedIn = platform.auth.status === 'authenticated';

  const choose = (plan: SubscriptionPlan) => {
    if (!signedIn) {
      platform.signIn(`/pricing?plan=${encodeURIComponent(plan.id)}`);
      return;
    }
    subscribe.mutate(plan.id, {
      onSuccess: ({ clientSecret }) => setPending({ plan, clientSecret }),
      onError: (error) => {
        // The spec's words for the buyer; the service's reason goes to the console for support.
        console.warn('Creating the subscription failed:', error.message);
        platform.toast({ title: 'Error', description: CREATE_FAILED, variant: 'destructive' });
      },
    });
  };

  // Back from sign-in with ?plan=…: continue with the plan the visitor chose.
  useEffect(() => {
    if (!resumePlan || resumed.current || !signedIn || !plans.data) return;
    resumed.current = true;
    void navigate({ to: '/pricing', replace: true });
    const plan = plans.data.find((candidate) => candidate.id === resumePlan);
    if (plan && plan.id !== currentPlanId) choose(plan);
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => platform.navigate('/'), SUBSCRIPTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, platform]);

  if (!plans.data?.length) return null;

  const succeeded = () => {
    platform.toast({ title: 'Payment Successful', description: 'Welcome to your new subscription!' });
    setDone(true);
  };

  return (
    <section aria-labelledby="plans-title" className="mx-auto w-full max-w-5xl space-y-6">
      <div className="text-center">
        <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-foreground">
          Subscription plans
        </h2>
        <p className="mt-2 text-muted-foreground">Ongoing support on top of the course, billed until you cancel.</p>
      </div>

      {pending ? (
        <Card className="mx-auto max-w-lg" role="region" aria-labelledby="complete-subscription-title">
          <CardHeader>
            <CardTitle id="complete-subscription-title">Complete Your Subscription</CardTitle>
            <p className="text-sm text-muted-foreground">
              {pending.plan.name} — {formatPrice(pending.plan.price)} {intervalLabel(pending.plan.interval)}
            </p>
          </CardHeader>
          <CardContent>
            {done ? (
              <p className="flex items-center gap-2 font-medium text-success" role="status">
                <Check className="size-5" aria-hidden="true" />
                Success! Your subscription is now active. Welcome aboard!
              </p>
            ) : (
              <PaymentForm clientSecret={pending.clientSecret} submitLabel="Complete Subscription" returnPath="/" onSucceeded={succeeded} />
            )}
          </CardContent>
        </Card>
      ) : null}

      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {plans.data.map((plan) => {
          const current = plan.id === currentPlanId;
          const busy = subscribe.isPending && subscribe.variables === plan.id;
          return (
            <li key={plan.id}>
              <Card className="flex h-full flex-col" role="region" aria-label={plan.name}>
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{plan.name}</CardTitle>
                    {plan.isPopular ? <Badge>Popular</Badge> : null}
                  </div>
                  {plan.description ? <p className="text-sm text-muted-foreground">{plan.description}</p> : null}
                  <p className="mt-2 flex items-baseline gap-2">
                    <span className="text-3xl font-bold text-foreground">{formatPrice(plan.price)}</span>
                    <span className="text-sm text-muted-foreground">{intervalLabel(plan.interval)}</span>
                  </p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-2" aria-label={`What ${plan.name} includes`}>
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2 text-sm text-foreground">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    className="h-auto min-h-10 w-full whitespace-normal break-words text-center"
                    variant="outline"
                    disabled={current || subscribe.isPending || pending !== null || platform.auth.status === 'loading'}
                    onClick={() => choose(plan)}
                    aria-busy={busy}
                  >
                    {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                    {current ? 'Your current plan' : `Choose ${plan.name}`}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
