import type { SubscriberSubscription, SubscriptionInvoice } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, type BadgeVariant } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSubscriptions } from './data/queries.ts';
import { useSubscriptionCard } from './data/use-subscription-card.ts';
import { formatAmount, formatDay, formatPricePerInterval } from './format.ts';

const LIVE = new Set(['active', 'trialing', 'past_due']);
// Loaded when first asked for: the pricing page's first load (visitors included) carries no dialog.
const CancelSubscriptionDialog = lazy(() => import('./cancel-subscription-dialog.tsx').then((module) => ({ default: module.CancelSubscriptionDialog })));

/**
 * The subscriber's recurring subscriptions: plan, price, status, next billing date, cancelling at
 * the end of the period paid for (and taking that back), and the invoices. Shown only to someone
 * who has subscribed.
 */
export function SubscriptionSection() {
  const platform = usePlatform();
  const subscriptions = useSubscriptions(platform.auth.status === 'authenticated');
  if (subscriptions.isError) {
    // Not an alert: the rest of the page works, and the subscriber can ask again.
    return (
      <SectionFrame title="Your subscription" className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">Your subscription could not be loaded ({subscriptions.error.message}).</p>
        <Button variant="outline" onClick={() => void subscriptions.refetch()}>
          Retry
        </Button>
      </SectionFrame>
    );
  }
  if (!subscriptions.data?.length) return null;
  return (
    <SectionFrame title={subscriptions.data.length > 1 ? 'Your subscriptions' : 'Your subscription'} className="space-y-4">
      {subscriptions.data.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
    </SectionFrame>
  );
}

function SectionFrame({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby="subscriptions-title" className="mx-auto w-full max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle id="subscriptions-title">{title}</CardTitle>
        </CardHeader>
        <CardContent className={className}>{children}</CardContent>
      </Card>
    </section>
  );
}

function statusOf(subscription: SubscriberSubscription): { label: string; variant: BadgeVariant } {
  if (subscription.status === 'canceled') return { label: 'Ended', variant: 'secondary' };
  if (subscription.cancelAtPeriodEnd && LIVE.has(subscription.status)) return { label: 'Cancels at period end', variant: 'warning' };
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return { label: 'Payment due', variant: 'destructive' };
  if (subscription.status === 'paused') return { label: 'Paused', variant: 'secondary' };
  return { label: 'Active', variant: 'success' };
}

function SubscriptionCard({ subscription }: { subscription: SubscriberSubscription }) {
  const card = useSubscriptionCard(subscription);
  const live = LIVE.has(subscription.status);
  const periodEnd = subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : null;
  const status = statusOf(subscription);
  return (
    <article aria-label={subscription.planName} className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-foreground">{subscription.planName}</p>
          <p className="text-sm text-muted-foreground">{formatPricePerInterval(subscription.price, subscription.currency, subscription.interval)}</p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>

      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="text-foreground">{status.label}</dd>
        {live && !subscription.cancelAtPeriodEnd && periodEnd ? (
          <>
            <dt className="text-muted-foreground">Next billing date</dt>
            <dd className="text-foreground">{periodEnd}</dd>
          </>
        ) : null}
      </dl>

      <div className="mt-4">
        {live && subscription.cancelAtPeriodEnd ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-foreground">
              Cancels on {periodEnd ?? 'the end of the period'}. You keep everything it includes until then and will not be billed again.
            </p>
            <Button variant="outline" onClick={card.resume} disabled={card.busy} aria-busy={card.busy}>
              {card.busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Resume
            </Button>
          </div>
        ) : live ? (
          <Button variant="outline" onClick={card.askToCancel} disabled={card.busy}>
            Cancel at period end
          </Button>
        ) : subscription.status === 'canceled' ? (
          <p className="text-sm text-muted-foreground">
            This subscription has ended{periodEnd ? ` (its last period ran until ${periodEnd})` : ''}; nothing more is billed.
          </p>
        ) : null}
      </div>

      <Invoices invoices={subscription.invoices} />

      {card.confirming ? (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog planName={subscription.planName} periodEnd={periodEnd} busy={card.busy} onConfirm={card.confirmCancel} onKeep={card.keep} />
        </Suspense>
      ) : null}
    </article>
  );
}

const invoiceStatus = (invoice: SubscriptionInvoice) =>
  invoice.status === 'paid'
    ? invoice.receiptSent
      ? 'Paid · receipt e-mailed'
      : 'Paid'
    : invoice.status === 'open'
      ? 'Due'
      : invoice.status === 'void'
        ? 'Void'
        : invoice.status === 'uncollectible'
          ? 'Unpaid'
          : 'Draft';

function Invoices({ invoices }: { invoices: SubscriptionInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="mb-2 text-left font-medium text-foreground">Invoices</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 font-normal">
            Date
          </th>
          <th scope="col" className="py-1 font-normal">
            Amount
          </th>
          <th scope="col" className="py-1 font-normal">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className="border-t border-border">
            <td className="py-1.5 text-foreground">{formatDay(invoice.paidAt ?? invoice.createdAt)}</td>
            <td className="py-1.5 text-foreground">{formatAmount(invoice.amount, invoice.currency)}</td>
            <td className="py-1.5 text-foreground">{invoiceStatus(invoice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
