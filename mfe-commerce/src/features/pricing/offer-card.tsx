import type { SubscriptionPlan } from '@academy/contracts';
import { Badge, Button, buttonVariants, Card, CardContent, CardDescription, CardFooter, CardHeader, ErrorBox } from '@academy/ui';
import { formatPrice } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { Check, CheckCircle2, LoaderCircle, ShieldCheck } from 'lucide-react';
import { intervalLabel } from './format-price.ts';

type OfferCardProps = {
  plan: SubscriptionPlan;
  purchasing: boolean;
  /** The sign-in state is still being resolved: the button cannot yet know what to do. */
  waitingForAuth: boolean;
  /** The signed-in user already owns the course: nothing to buy. */
  owned?: boolean;
  onPurchase: () => void;
};

/** The lifetime course offer: price, what it includes and the purchase button. */
export function OfferCard({ plan, purchasing, waitingForAuth, owned = false, onPurchase }: OfferCardProps) {
  const price = formatPrice(plan.price);
  return (
    <div className="w-full max-w-lg rounded-card shadow-xl ring-2 ring-primary">
      <Card aria-labelledby="offer-title" role="region">
        <CardHeader className="items-center text-center">
          <Badge className="uppercase tracking-wide">Complete Course</Badge>
          <h2 id="offer-title" className="mt-2 text-2xl font-bold tracking-tight text-foreground">
            {plan.name}
          </h2>
          {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
          <p className="mt-4 flex items-baseline justify-center gap-2">
            <span className="text-5xl font-bold tracking-tight text-foreground">{price}</span>
            <span className="text-base text-muted-foreground">{intervalLabel(plan.interval)}</span>
          </p>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3" aria-label="What the course includes">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-sm text-foreground">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex flex-col gap-3">
          {owned ? (
            <>
              <p className="flex items-center justify-center gap-2 font-medium text-success">
                <CheckCircle2 className="size-5" aria-hidden="true" />
                You own this course
              </p>
              <Link to="/courses" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                Go to your courses
              </Link>
            </>
          ) : (
            <Button size="lg" className="w-full" onClick={onPurchase} disabled={purchasing || waitingForAuth} aria-busy={purchasing}>
              {purchasing ? (
                <>
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : (
                `Get Lifetime Access - ${price}`
              )}
            </Button>
          )}
          <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            30-day money-back guarantee
          </p>
        </CardFooter>
      </Card>
    </div>
  );
}

/** Stand-in while the offer loads: same footprint as the card, announced as busy. */
export function OfferCardSkeleton() {
  return (
    <Card className="w-full max-w-lg" role="status" aria-live="polite" aria-label="Loading the course offer">
      <div className="animate-pulse space-y-4 p-8">
        <div className="mx-auto h-7 w-3/4 rounded bg-muted" />
        <div className="mx-auto h-12 w-1/3 rounded bg-muted" />
        <div className="space-y-3 pt-4">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="h-4 rounded bg-muted" />
          ))}
        </div>
        <div className="h-11 rounded bg-muted" />
      </div>
    </Card>
  );
}

export function OfferCardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="w-full max-w-lg">
      <ErrorBox title="The course offer could not be loaded" message={message} onRetry={onRetry} />
    </div>
  );
}
