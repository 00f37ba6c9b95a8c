import { CheckCircle2 } from 'lucide-react';

/** The green banner for a buyer: they are on a plan (lifetime access counts). */
export function ActiveSubscriptionBanner({ planName }: { planName: string }) {
  return (
    <section aria-labelledby="active-subscription-title" className="flex items-start gap-4 rounded-xl border border-success/40 bg-success-soft p-5">
      <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
      <div>
        <h2 id="active-subscription-title" className="text-lg font-semibold text-foreground">
          Active Subscription
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          You're on the <span className="font-medium text-foreground">{planName}</span> plan. Everything it includes is open to you.
        </p>
      </div>
    </section>
  );
}
