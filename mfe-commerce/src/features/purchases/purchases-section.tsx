import type { Purchase } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { LoaderCircle, Receipt } from 'lucide-react';
import { usePurchases, useRefund } from './data/queries.ts';

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * The signed-in buyer's purchases with their receipt details, and the 30-day money-back guarantee
 * in one click. Shown only to someone who has bought something.
 */
export function PurchasesSection() {
  const platform = usePlatform();
  const purchases = usePurchases(platform.auth.status === 'authenticated');
  if (!purchases.data?.length) return null;
  return (
    <section aria-labelledby="purchases-title" className="mx-auto w-full max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle id="purchases-title">Your purchases</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {purchases.data.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const platform = usePlatform();
  const refund = useRefund();
  const ask = () =>
    refund.mutate(purchase.id, {
      onSuccess: () =>
        platform.toast({
          title: 'Refund on its way',
          description: 'The money goes back to your card; the paid modules are closed again and your progress is kept.',
        }),
      onError: (error) => platform.toast({ title: 'Refund failed', description: error.message, variant: 'destructive' }),
    });
  return (
    <article aria-label={`${purchase.productName}, ${formatDate(purchase.createdAt)}`} className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium text-foreground">{purchase.productName}</p>
          <p className="text-sm text-muted-foreground">
            {formatMoney(purchase.amount, purchase.currency)} · paid {purchase.paidAt ? formatDate(purchase.paidAt) : '—'}
          </p>
        </div>
        {purchase.status === 'refunded' ? <Badge variant="secondary">Refunded</Badge> : <Badge variant="success">Paid</Badge>}
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <Receipt className="size-3.5" aria-hidden="true" />
          Receipt number
        </dt>
        <dd className="break-all font-mono text-foreground">{purchase.id}</dd>
        <dt className="text-muted-foreground">Payment reference</dt>
        <dd className="break-all font-mono text-foreground">{purchase.paymentIntentId}</dd>
      </dl>
      <div className="mt-4">
        {purchase.status === 'refunded' ? (
          <p className="text-sm text-muted-foreground">Refunded on {purchase.refundedAt ? formatDate(purchase.refundedAt) : '—'}.</p>
        ) : purchase.refundable && purchase.refundableUntil ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={ask} disabled={refund.isPending} aria-busy={refund.isPending}>
              {refund.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Request a refund
            </Button>
            <span className="text-sm text-muted-foreground">30-day money-back guarantee until {formatDate(purchase.refundableUntil)}.</span>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            The 30-day money-back guarantee of this purchase has ended
            {purchase.refundableUntil ? ` (it ran until ${formatDate(purchase.refundableUntil)})` : ''}, so it can no longer be refunded.
          </p>
        )}
      </div>
    </article>
  );
}
