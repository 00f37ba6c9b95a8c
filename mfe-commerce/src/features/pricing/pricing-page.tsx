import { Button } from '@academy/ui';
import { useCourseOffer, usePlatform } from '@academy/web-kit';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PurchasesSection } from '../purchases/index.ts';
import { LazySubscriptionSection } from '../subscriptions/index.ts';
import { ActiveSubscriptionBanner } from './active-subscription-banner.tsx';
import { useCreatePaymentIntent, useSubscriptionStatus } from './data/queries.ts';
import { OfferCard, OfferCardError, OfferCardSkeleton } from './offer-card.tsx';
import { OnboardingBanner } from './onboarding-banner.tsx';
import { PricingBenefits } from './pricing-benefits.tsx';
import { PricingFaq } from './pricing-faq.tsx';
import { SubscriptionPlans } from './subscription-plans.tsx';

const PAYMENT_FAILED = 'Failed to process payment. Please try again.';
/** A visitor who pressed the purchase button comes back from sign-in to this URL, and the purchase resumes. */
export const RESUME_PURCHASE_PATH = '/pricing?purchase=lifetime';

/** /pricing: the one-time course offer, open to visitors and learners alike. */
export function PricingPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const offer = useCourseOffer();
  const paymentIntent = useCreatePaymentIntent();
  const signedIn = platform.auth.status === 'authenticated';
  const status = useSubscriptionStatus(signedIn);
  const ownsCourse = status.data?.ownsCourse === true;
  const resumePurchase = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('purchase') === 'lifetime' });
  const resumed = useRef(false);
  const { setMentorContext } = platform;

  useEffect(() => {
    setMentorContext({ page: 'pricing' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  const purchase = () => {
    const plan = offer.data;
    if (!plan) return;
    if (platform.auth.status !== 'authenticated') {
      platform.signIn(RESUME_PURCHASE_PATH);
      return;
    }
    if (ownsCourse) return;
    const amount = plan.price / 100;
    paymentIntent.mutate(
      { amount, description: plan.name },
      {
        onSuccess: ({ clientSecret }) => {
          void navigate({ to: '/checkout', search: { client_secret: clientSecret, amount } });
        },
        onError: (error) => {
          platform.toast({ title: 'Error', description: error.message || PAYMENT_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  // Back from sign-in with ?purchase=lifetime: continue the purchase the visitor started, once
  // the offer and their status are known (an owner is not sent to pay again).
  useEffect(() => {
    if (!resumePurchase || resumed.current || !signedIn || !offer.data || !status.isSuccess) return;
    resumed.current = true;
    void navigate({ to: '/pricing', replace: true });
    if (!status.data.ownsCourse) purchase();
  });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-10 sm:px-6 lg:py-16">
      <OnboardingBanner />
      {status.data?.hasSubscription && status.data.currentPlan ? <ActiveSubscriptionBanner planName={status.data.currentPlan.name} /> : null}

      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Simple, one-time pricing</h1>
        <p className="mt-4 text-lg text-muted-foreground">Everything you need to put AI to work in your business. Pay once, keep learning for life.</p>
        {platform.auth.status === 'unauthenticated' ? (
          // The spec's prompt for visitors: an account holder signs in and comes back here.
          <p className="mt-4 text-sm text-muted-foreground">
            Have an Account?{' '}
            <Button variant="link" className="h-auto p-0 align-baseline" onClick={() => platform.signIn('/pricing')}>
              Sign In
            </Button>
          </p>
        ) : null}
      </header>

      <div className="flex justify-center">
        {offer.isPending ? (
          <OfferCardSkeleton />
        ) : offer.isError ? (
          <OfferCardError message={offer.error.message} onRetry={() => void offer.refetch()} />
        ) : offer.data ? (
          <OfferCard
            plan={offer.data}
            purchasing={paymentIntent.isPending}
            onPurchase={purchase}
            owned={ownsCourse}
            waitingForAuth={platform.auth.status === 'loading' || (signedIn && status.isPending)}
          />
        ) : (
          <OfferCardError message="The course offer is not on sale right now." onRetry={() => void offer.refetch()} />
        )}
      </div>

      <SubscriptionPlans currentPlanId={status.data?.currentPlan?.id ?? null} />

      <LazySubscriptionSection />

      <PurchasesSection />

      <PricingBenefits />
      <PricingFaq />

      <p className="text-center text-sm text-muted-foreground">
        By purchasing you agree to our{' '}
        <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
