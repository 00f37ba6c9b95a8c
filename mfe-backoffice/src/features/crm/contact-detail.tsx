import { useState, type FormEvent } from 'react';
import { crmActivityTypes, crmDealStages, type CrmActivity, type CrmDeal } from '@academy/contracts';
import { Button, Input, Label, LoadingState } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { usePlatform } from '@academy/web-kit';
import { parseValue } from './contact-status.ts';
import { useCrmContact, useLogActivity, useOpenDeal, useUpdateDeal } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

const activityLabels: Record<CrmActivity['type'], string> = { call: 'Call', email: 'E-mail', meeting: 'Meeting', note: 'Note' };
export const stageLabels: Record<CrmDeal['stage'], string> = {
  qualification: 'Qualification',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};
const selectClass = 'h-10 rounded-md border border-input bg-background px-3 text-sm';

/** A contact's activities and deals, with forms to log an activity, open a deal and move a deal's stage. */
export function ContactDetail({ contactId, onClose }: { contactId: number; onClose(): void }) {
  const { toast } = usePlatform();
  const detail = useCrmContact(contactId);
  const logActivity = useLogActivity();
  const openDeal = useOpenDeal();
  const updateDeal = useUpdateDeal();
  const [activityType, setActivityType] = useState<CrmActivity['type']>('call');
  const [summary, setSummary] = useState('');
  const [dealTitle, setDealTitle] = useState('');
  const [dealValue, setDealValue] = useState('0');

  const failed = (description: string) => () => toast({ title: 'Error', description, variant: 'destructive' });

  function submitActivity(event: FormEvent) {
    event.preventDefault();
    logActivity.mutate(
      { contactId, body: { type: activityType, summary: summary.trim() } },
      {
        onSuccess: () => (setSummary(''), toast({ title: 'Success', description: 'Activity logged successfully' })),
        onError: failed('Failed to log activity'),
      },
    );
  }

  function submitDeal(event: FormEvent) {
    event.preventDefault();
    if (!dealTitle.trim()) return;
    openDeal.mutate(
      { contactId, body: { title: dealTitle.trim(), value: parseValue(dealValue) } },
      {
        onSuccess: () => (setDealTitle(''), setDealValue('0'), toast({ title: 'Success', description: 'Deal created successfully' })),
        onError: failed('Failed to save deal'),
      },
    );
  }

  const name = detail.data ? `${detail.data.contact.firstName} ${detail.data.contact.lastName}`.trim() : 'Contact';
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>Activities and deals with this contact.</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <LoadingState label="Loading contact..." />
        ) : detail.isError ? (
          <p className="text-sm text-destructive">{detail.error.message}</p>
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="deals-title" className="flex flex-col gap-3">
              <h3 id="deals-title" className="font-semibold text-foreground">
                Deals
              </h3>
              {detail.data.deals.length === 0 ? (
                <p className="text-sm text-muted-foreground">No deals yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {detail.data.deals.map((deal) => (
                    <li key={deal.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                      <span>
                        <span className="font-medium">{deal.title}</span> · {formatDollars(deal.value)}
                      </span>
                      <label className="flex items-center gap-2 text-sm">
                        <span className="sr-only">Stage of {deal.title}</span>
                        <select
                          className={selectClass}
                          value={deal.stage}
                          onChange={(event) =>
                            updateDeal.mutate(
                              { id: deal.id, body: { stage: event.target.value as CrmDeal['stage'] } },
                              { onError: failed('Failed to save deal') },
                            )
                          }
                        >
                          {crmDealStages.map((stage) => (
                            <option key={stage} value={stage}>
                              {stageLabels[stage]}
                            </option>
                          ))}
                        </select>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              <form onSubmit={submitDeal} className="grid gap-2 sm:grid-cols-[1fr_7rem_auto] sm:items-end">
                <div className="flex flex-col gap-1">
                  <Label htmlFor="deal-title">Deal title</Label>
                  <Input id="deal-title" value={dealTitle} onChange={(event) => setDealTitle(event.target.value)} />
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor="deal-value">Value ($)</Label>
                  <Input id="deal-value" inputMode="numeric" value={dealValue} onChange={(event) => setDealValue(event.target.value)} />
                </div>
                <Button type="submit" disabled={openDeal.isPending || !dealTitle.trim()}>
                  Add Deal
                </Button>
              </form>
            </section>
            <section aria-labelledby="activities-title" className="flex flex-col gap-3">
              <h3 id="activities-title" className="font-semibold text-foreground">
                Activities
              </h3>
              {detail.data.activities.length === 0 ? (
                <p className="text-sm text-muted-foreground">No activities yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {detail.data.activities.map((activity) => (
                    <li key={activity.id} className="rounded-md border border-border p-3 text-sm">
                      <span className="font-medium">{activityLabels[activity.type]}</span> · {new Date(activity.occurredAt).toLocaleString('en-US')}
                      {activity.summary && <p className="mt-1 text-muted-foreground">{activity.summary}</p>}
                    </li>
                  ))}
                </ul>
              )}
              <form onSubmit={submitActivity} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
                <div className="flex flex-col gap-1">
                  <Label htmlFor="activity-type">Type</Label>
                  <select
                    id="activity-type"
                    className={selectClass}
                    value={activityType}
                    onChange={(event) => setActivityType(event.target.value as CrmActivity['type'])}
                  >
                    {crmActivityTypes.map((type) => (
                      <option key={type} value={type}>
                        {activityLabels[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor="activity-summary">Summary</Label>
                  <Input id="activity-summary" value={summary} onChange={(event) => setSummary(event.target.value)} />
                </div>
                <Button type="submit" disabled={logActivity.isPending}>
                  Log Activity
                </Button>
              </form>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
