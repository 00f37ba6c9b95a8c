import { useState, type DragEvent } from 'react';
import { crmDealStages, type CrmDeal } from '@academy/contracts';
import { Button, ErrorBox, LoadingState, cn } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { stageLabels } from './contact-detail.tsx';
import { useCrmDeals, useUpdateDeal } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

/**
 * The pipeline: deals by stage. A deal moves by dragging it to another column (mouse) or with its
 * previous/next stage buttons (keyboard and touch).
 */
export function CrmPipeline() {
  const { toast } = usePlatform();
  const deals = useCrmDeals();
  const updateDeal = useUpdateDeal();
  const [over, setOver] = useState<CrmDeal['stage'] | null>(null);

  function move(deal: CrmDeal, stage: CrmDeal['stage']) {
    if (deal.stage === stage) return;
    updateDeal.mutate({ id: deal.id, body: { stage } }, { onError: () => toast({ title: 'Error', description: 'Failed to move deal', variant: 'destructive' }) });
  }

  function drop(event: DragEvent, stage: CrmDeal['stage']) {
    event.preventDefault();
    setOver(null);
    const deal = deals.data?.find((candidate) => String(candidate.id) === event.dataTransfer.getData('text/plain'));
    if (deal) move(deal, stage);
  }

  if (deals.isPending) return <LoadingState label="Loading deals..." />;
  if (deals.isError) return <ErrorBox title="The deals could not be loaded" message={deals.error.message} onRetry={() => void deals.refetch()} />;
  if (deals.data.length === 0) return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No deals yet. Open a contact&apos;s details to add one.</p>;

  return (
    <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
      {crmDealStages.map((stage, index) => {
        const inStage = deals.data.filter((deal) => deal.stage === stage);
        return (
          <section
            key={stage}
            aria-label={stageLabels[stage]}
            className={cn('flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-muted/30 p-3', over === stage && 'ring-2 ring-ring')}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => drop(event, stage)}
          >
            <h3 className="flex items-center justify-between text-sm font-semibold text-foreground">
              {stageLabels[stage]}
              <span className="text-xs font-normal text-muted-foreground">{formatDollars(inStage.reduce((sum, deal) => sum + deal.value, 0))}</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {inStage.map((deal) => (
                <li key={deal.id} draggable onDragStart={(event) => event.dataTransfer.setData('text/plain', String(deal.id))} className="cursor-grab rounded-md border border-border bg-background p-3 text-sm">
                  <p className="font-medium text-foreground">{deal.title}</p>
                  <p className="text-muted-foreground">
                    {deal.contactName} · {formatDollars(deal.value)}
                  </p>
                  <div className="mt-2 flex justify-between gap-1">
                    <Button variant="ghost" size="icon" disabled={index === 0} aria-label={`Move ${deal.title} to ${index > 0 ? stageLabels[crmDealStages[index - 1]!] : 'the previous stage'}`} onClick={() => move(deal, crmDealStages[index - 1] ?? stage)}>
                      <ChevronLeft aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={index === crmDealStages.length - 1}
                      aria-label={`Move ${deal.title} to ${index < crmDealStages.length - 1 ? stageLabels[crmDealStages[index + 1]!] : 'the next stage'}`}
                      onClick={() => move(deal, crmDealStages[index + 1] ?? stage)}
                    >
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
