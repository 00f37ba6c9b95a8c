import { Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';

/*
 * The Analytics dashboard while the learner's records are on their way: every card keeps its
 * title and its room, the learner's figures are placeholders (no figure is shown before it is
 * known). The page is prerendered so (docs/decisions/018-pages-in-their-html.md): the app draws
 * the same, and nothing moves when the figures arrive.
 */

/** A line of text the size of `sample` (kept invisible), pulsing. */
export function TextPlaceholder({ sample, className }: { sample: string; className?: string }) {
  return (
    <Placeholder as="span" className={`inline-block max-w-full rounded bg-secondary ${className ?? ''}`}>
      {sample}
    </Placeholder>
  );
}

/** A chart's box (h-64, as TrendChart and ImpactChart draw it) and the line of its figures below. */
function ChartPlaceholder() {
  return (
    <>
      <Placeholder className="h-64 w-full rounded-lg bg-secondary">
        <span />
      </Placeholder>
      <p className="mt-3 text-sm">
        <TextPlaceholder sample="Show the figures" />
      </p>
    </>
  );
}

/**
 * A card of the dashboard with its title; `chart`: the line under the title (a sample of about its
 * length, which may wrap as it does) and the chart's box; otherwise one line of text.
 */
function SkeletonCard({ title, wide = false, chart }: { title: string; wide?: boolean; chart?: string }) {
  return (
    <Card className={wide ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {chart ? (
          <p className="text-sm text-muted-foreground">
            <TextPlaceholder sample={chart} />
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {chart ? (
          <ChartPlaceholder />
        ) : (
          <p className="text-sm">
            <TextPlaceholder sample="Nothing recorded in this period yet." />
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The Overview tab's cards (OverviewTab), their contents still loading. */
export function OverviewSkeleton() {
  return (
    <>
      <SkeletonCard title="Learning trend" wide chart="Based on the sessions in the last thirty days" />
      <SkeletonCard title="Business impact and ROI" wide chart="The ROI calculations and metrics recorded in the last thirty days" />
      <SkeletonCard title="Skills by category" />
      <SkeletonCard title="Recent business impact" />
    </>
  );
}

/** Any other tab while the records load: one card of its size. */
export function TabSkeleton({ title }: { title: string }) {
  return <SkeletonCard title={title} wide chart="Recorded in the last thirty days" />;
}
