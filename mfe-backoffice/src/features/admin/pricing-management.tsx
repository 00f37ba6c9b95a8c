import { useState } from 'react';
import type { AdminPlanCreateRequest, SubscriptionPlan } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorBox, LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useAdminPlans, useDeletePlan, useSavePlan } from './data/queries.ts';
import { failureText } from './failure-text.ts';
import { COURSE_ON_SALE_NOTE, isCourseOnSale, PlanDialog, planPriceText } from './plan-dialog.tsx';

/** The Pricing Management tab: the commerce service's plans, created, edited and deleted here. */
export function PricingManagement() {
  const { toast } = usePlatform();
  const plans = useAdminPlans();
  const savePlan = useSavePlan();
  const deletePlan = useDeletePlan();
  const [editing, setEditing] = useState<SubscriptionPlan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SubscriptionPlan | null>(null);

  function save(body: AdminPlanCreateRequest) {
    const existingId = editing?.id ?? null;
    savePlan.mutate(
      { existingId, body },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: existingId ? 'Plan updated successfully' : 'Plan created successfully' });
          setEditing(undefined);
        },
        onError: (error) => toast({ title: 'Error', description: failureText('Failed to save plan', error), variant: 'destructive' }),
      },
    );
  }

  function toggleActive(plan: SubscriptionPlan, isActive: boolean) {
    savePlan.mutate(
      { existingId: plan.id, body: { ...plan, isActive } },
      {
        onSuccess: () => toast({ title: 'Success', description: 'Plan updated successfully' }),
        onError: (error) => toast({ title: 'Error', description: failureText('Failed to save plan', error), variant: 'destructive' }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deletePlan.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Plan deleted successfully' }),
      onError: (error) => toast({ title: 'Error', description: failureText('Failed to delete plan', error), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-foreground">Subscription Plans</h2>
          <p className="text-sm text-muted-foreground">Active plans are offered on the Pricing page.</p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="size-4" /> Add Plan
        </Button>
      </div>
      {plans.isPending ? (
        <LoadingState label="Loading plans..." />
      ) : plans.isError ? (
        <ErrorBox title="The plans could not be loaded" message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No plans yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <Card className="h-full" aria-label={plan.name} role="group">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle>{plan.name}</CardTitle>
                    {plan.isPopular && <Badge>Popular</Badge>}
                    <Badge variant={plan.isActive ? 'success' : 'outline'}>{plan.isActive ? 'Active' : 'Inactive'}</Badge>
                  </div>
                  <CardDescription>
                    {planPriceText(plan.price, plan.interval)} · <span className="font-mono text-xs">{plan.id}</span>
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  {plan.description && <p className="text-sm text-muted-foreground">{plan.description}</p>}
                  {isCourseOnSale(plan) && <p className="text-xs font-medium text-muted-foreground">{COURSE_ON_SALE_NOTE}</p>}
                  {plan.features.length > 0 && (
                    <ul className="list-disc pl-5 text-sm">
                      {plan.features.map((feature, index) => (
                        <li key={index}>{feature}</li>
                      ))}
                    </ul>
                  )}
                  <div className="flex flex-wrap items-center justify-between gap-2 pt-2">
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={plan.isActive}
                        disabled={savePlan.isPending || isCourseOnSale(plan)}
                        onChange={(event) => toggleActive(plan, event.target.checked)}
                      />
                      Active
                    </label>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Edit ${plan.name}`} onClick={() => setEditing(plan)}>
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${plan.name}`} disabled={isCourseOnSale(plan)} onClick={() => setDeleting(plan)}>
                        <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                      </Button>
                    </div>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <PlanDialog key={editing?.id ?? 'new'} plan={editing} busy={savePlan.isPending} onSave={save} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Plan"
        message="Are you sure you want to delete this plan? This may affect existing customers."
        confirmLabel="Delete"
        busy={deletePlan.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
