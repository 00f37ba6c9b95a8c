import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { crmDealStages, type CrmDeal } from '@academy/contracts';
import { Button, ErrorBox, LoadingState, cn } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { stageLabels } from './contact-detail.tsx';
import { useCrmDeals, useUpdateDeal } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

type Stage = CrmDeal['stage'];
const isStage = (value: unknown): value is Stage => typeof value === 'string' && (crmDealStages as readonly string[]).includes(value);

/**
 * Arrow keys move a picked-up deal a whole column at a time (in stage order, whatever the layout:
 * on a phone the columns are stacked), rather than dnd-kit's default 25 px steps.
 */
const stageKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const from = context.over?.id ?? context.active?.data.current?.['stage'];
  const target = isStage(from) ? crmDealStages[crmDealStages.indexOf(from) + step] : undefined;
  // The columns are measured once a drag starts; an arrow pressed before that reads the column itself.
  const rect = target ? (context.droppableRects.get(target) ?? context.droppableContainers.get(target)?.node.current?.getBoundingClientRect()) : undefined;
  // Inside the target column, below its heading.
  return rect ? { x: rect.left + 8, y: rect.top + 40 } : undefined;
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this deal to another stage, press Space or Enter to pick it up, use the arrow keys to choose the stage, then press Space or Enter to drop it there, or Escape to cancel. The previous and next stage buttons move it one stage too.',
};

/** The pipeline board: deals by stage, each column with its total. */
export function CrmPipeline() {
  const { toast } = usePlatform();
  const deals = useCrmDeals();
  const updateDeal = useUpdateDeal();
  const sensors = useSensors(
    // A press that does not travel stays a click (the stage buttons inside a card keep working).
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On touch, a short hold picks a deal up, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageKeyboardCoordinates }),
  );

  const justPickedUp = useRef(false);
  const dealById = (id: unknown) => deals.data?.find((deal) => deal.id === id);
  const titleOf = (id: unknown) => dealById(id)?.title ?? 'The deal';
  const stageName = (id: unknown) => (isStage(id) ? stageLabels[id] : 'no stage');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up ${titleOf(active.id)}, in ${stageName(dealById(active.id)?.stage)}.`;
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the deal over its own column right after the pick-up: that would replace
      // the pick-up announcement before it is read, and says nothing new.
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === dealById(active.id)?.stage) return undefined;
      return over ? `${titleOf(active.id)} is over ${stageName(over.id)}.` : `${titleOf(active.id)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const from = dealById(active.id)?.stage;
      return over && over.id !== from
        ? `${titleOf(active.id)} was moved to ${stageName(over.id)}.`
        : `${titleOf(active.id)} was dropped back in ${stageName(from)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled. It stays in ${stageName(dealById(active.id)?.stage)}.`,
  };

  function move(deal: CrmDeal, stage: Stage) {
    if (deal.stage === stage) return;
    updateDeal.mutate(
      { id: deal.id, body: { stage } },
      { onError: () => toast({ title: 'Error', description: 'Failed to move deal', variant: 'destructive' }) },
    );
  }

  function drop({ active, over }: DragEndEvent) {
    const deal = dealById(active.id);
    if (deal && over && isStage(over.id)) move(deal, over.id);
  }

  if (deals.isPending) return <LoadingState label="Loading deals..." />;
  if (deals.isError) return <ErrorBox title="The deals could not be loaded" message={deals.error.message} onRetry={() => void deals.refetch()} />;
  if (deals.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        No deals yet. Open a contact&apos;s details to add one.
      </p>
    );

  return (
    <DndContext sensors={sensors} onDragEnd={drop} accessibility={{ announcements, screenReaderInstructions }}>
      <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-5">
        {crmDealStages.map((stage, index) => {
          const inStage = deals.data.filter((deal) => deal.stage === stage);
          return (
            <StageColumn key={stage} stage={stage} total={inStage.reduce((sum, deal) => sum + deal.value, 0)}>
              {inStage.map((deal) => (
                <DealCard key={deal.id} deal={deal}>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    aria-label={`Move ${deal.title} to ${index > 0 ? stageLabels[crmDealStages[index - 1]!] : 'the previous stage'}`}
                    onClick={() => move(deal, crmDealStages[index - 1] ?? stage)}
                  >
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
                </DealCard>
              ))}
            </StageColumn>
          );
        })}
      </div>
    </DndContext>
  );
}

/** One stage's column: a drop target with the stage's name and its deals' total. */
function StageColumn({ stage, total, children }: { stage: Stage; total: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-label={stageLabels[stage]}
      data-stage={stage}
      className={cn('flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-muted/30 p-3', isOver && 'ring-2 ring-ring')}
    >
      <h3 className="flex items-center justify-between text-sm font-semibold text-foreground">
        {stageLabels[stage]}
        <span className="text-xs font-normal text-muted-foreground">{formatDollars(total)}</span>
      </h3>
      <ul className="flex min-h-12 flex-col gap-2">{children}</ul>
    </section>
  );
}

/**
 * A deal that can be dragged by its handle (mouse, touch, or the keyboard: Space, arrows, Space).
 * The handle alone starts a drag, so Enter or Space on the stage buttons (`children`) stays a click.
 */
function DealCard({ deal, children }: { deal: CrmDeal; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: deal.id, data: { stage: deal.stage } });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn('relative rounded-md border border-border bg-background p-3 text-sm', isDragging && 'z-10 shadow-lg ring-2 ring-ring')}
    >
      <div className="flex items-start gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${deal.title}`}
          className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <div className="min-w-0">
          <p className="font-medium break-words text-foreground">{deal.title}</p>
          <p className="text-muted-foreground">
            {deal.contactName} · {formatDollars(deal.value)}
          </p>
        </div>
      </div>
      <div className="mt-2 flex justify-between gap-1">{children}</div>
    </li>
  );
}
