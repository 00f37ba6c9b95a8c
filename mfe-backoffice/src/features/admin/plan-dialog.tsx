import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { COURSE_PLAN_ID, type AdminPlanCreateRequest, type SubscriptionPlan } from '@academy/contracts';
import { Button, Input, Label, Textarea } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { Plus, X } from 'lucide-react';
import { NativeSelect } from './native-select.tsx';

export interface PlanDialogProps {
  /** The plan being edited; null to create one. */
  plan: SubscriptionPlan | null;
  busy: boolean;
  onSave(body: AdminPlanCreateRequest): void;
  onClose(): void;
}

/** The price field's rule: an integer number of cents, 0 when it is not a number. */
export function parsePrice(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 0 ? 0 : value;
}

/** A plan's price as Pricing Management shows it: '$49.00 per month', or the price and 'one-time payment' for the course offer. */
export function planPriceText(cents: number, interval: SubscriptionPlan['interval']): string {
  const price = `$${(cents / 100).toFixed(2)}`;
  return interval === 'once' ? `${price} one-time payment` : `${price} per ${interval}`;
}

/** The course offer is the product on sale: the commerce service refuses to delete or deactivate it. */
export function isCourseOnSale(plan: Pick<SubscriptionPlan, 'id'> | null): boolean {
  return plan?.id === COURSE_PLAN_ID;
}
export const COURSE_ON_SALE_NOTE = 'The course on sale cannot be deleted or deactivated.';

function emptyPlan(): AdminPlanCreateRequest {
  return { id: '', name: '', description: '', price: 0, interval: 'month', features: [], isPopular: false, isActive: true, stripePriceId: null };
}

/** Create or edit a subscription plan; the id can only be chosen when creating. */
export function PlanDialog({ plan, busy, onSave, onClose }: PlanDialogProps) {
  const [values, setValues] = useState<AdminPlanCreateRequest>(() => (plan ? { ...plan } : emptyPlan()));
  const [priceText, setPriceText] = useState(String(plan?.price ?? 0));
  const [newFeature, setNewFeature] = useState('');
  const creating = plan === null;
  const onSale = isCourseOnSale(plan);
  const set = (patch: Partial<AdminPlanCreateRequest>) => setValues((current) => ({ ...current, ...patch }));

  function addFeature() {
    const feature = newFeature.trim();
    if (!feature) return;
    set({ features: [...values.features, feature] });
    setNewFeature('');
  }

  function onFeatureKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addFeature();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({
      ...values,
      price: parsePrice(priceText),
      features: values.features.map((feature) => feature.trim()).filter(Boolean),
      stripePriceId: values.stripePriceId?.trim() || null,
    });
  }

  const price = parsePrice(priceText);

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{creating ? 'Create New Plan' : 'Edit Plan'}</DialogTitle>
            <DialogDescription>{creating ? 'Active plans appear on the Pricing page.' : `Plan id: ${values.id}`}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="plan-id">Plan ID</Label>
              <Input
                id="plan-id"
                value={values.id}
                disabled={!creating}
                onChange={(event) => set({ id: event.target.value })}
                placeholder="e.g. team-monthly"
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="plan-name">Name</Label>
              <Input id="plan-name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-description">Description</Label>
            <Textarea id="plan-description" rows={2} value={values.description} onChange={(event) => set({ description: event.target.value })} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="plan-price">Price (cents)</Label>
              <Input
                id="plan-price"
                inputMode="numeric"
                value={priceText}
                onChange={(event) => setPriceText(event.target.value)}
                aria-describedby="plan-price-current"
              />
              <p id="plan-price-current" className="text-xs text-muted-foreground">
                Current: {planPriceText(price, values.interval)}
              </p>
            </div>
            {values.interval === 'once' ? (
              // A one-time offer is bought once at the checkout: it has no billing interval to choose.
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium text-foreground">Billing</span>
                <p className="text-sm text-foreground">One-time payment</p>
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <Label htmlFor="plan-interval">Interval</Label>
                <NativeSelect
                  id="plan-interval"
                  value={values.interval}
                  onChange={(event) => set({ interval: event.target.value as AdminPlanCreateRequest['interval'] })}
                >
                  <option value="month">Monthly</option>
                  <option value="year">Yearly</option>
                </NativeSelect>
              </div>
            )}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-foreground">Features</legend>
            <ul className="flex flex-col gap-2">
              {values.features.map((feature, index) => (
                <li key={index} className="flex gap-2">
                  <Input
                    aria-label={`Feature ${index + 1}`}
                    value={feature}
                    onChange={(event) => set({ features: values.features.map((current, i) => (i === index ? event.target.value : current)) })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove feature ${index + 1}`}
                    onClick={() => set({ features: values.features.filter((_, i) => i !== index) })}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <Input
                aria-label="New feature"
                placeholder="Add a feature and press Enter"
                value={newFeature}
                onChange={(event) => setNewFeature(event.target.value)}
                onKeyDown={onFeatureKey}
              />
              <Button type="button" variant="outline" size="icon" aria-label="Add feature" onClick={addFeature}>
                <Plus aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor="plan-stripe-price">Stripe Price ID</Label>
            <Input
              id="plan-stripe-price"
              placeholder="price_..."
              value={values.stripePriceId ?? ''}
              onChange={(event) => set({ stripePriceId: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={values.isPopular} onChange={(event) => set({ isPopular: event.target.checked })} /> Popular
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={values.isActive}
                disabled={onSale}
                onChange={(event) => set({ isActive: event.target.checked })}
              />{' '}
              Active
            </label>
          </div>
          {onSale ? <p className="text-xs text-muted-foreground">{COURSE_ON_SALE_NOTE}</p> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {creating ? 'Create Plan' : 'Save Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
