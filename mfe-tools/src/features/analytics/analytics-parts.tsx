import { Badge, type BadgeVariant, Card, CardContent } from '@academy/ui';
import type { ReactNode } from 'react';
import type { SignedFigure } from './analytics-figures.ts';
import { TextPlaceholder } from './analytics-skeletons.tsx';

/** One figure of the summary; `loading`: its value and note are placeholders of their size until the records are in. */
export function SummaryCard({ title, value, note, icon, loading = false }: { title: string; value: string; note: string; icon: ReactNode; loading?: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          <span>{title}</span>
          {icon}
        </div>
        <p className="text-2xl font-bold text-foreground" data-card={title}>
          {loading ? <TextPlaceholder sample={'\u00a0'} className="w-24" /> : value}
        </p>
        <p className="text-xs text-muted-foreground" data-card-note={title}>
          {loading ? <TextPlaceholder sample="in the chosen period" /> : note}
        </p>
      </CardContent>
    </Card>
  );
}

const toneVariants: Record<SignedFigure['tone'], BadgeVariant> = { gain: 'success', loss: 'destructive', even: 'secondary', none: 'outline' };

/** A signed percentage as a badge: a loss looks like one (minus sign, its own colour) and is said in words. */
export function SignedBadge({ figure }: { figure: SignedFigure }) {
  return (
    <Badge variant={toneVariants[figure.tone]}>
      <span aria-hidden="true">{figure.text}</span>
      <span className="sr-only">{figure.spoken}</span>
    </Badge>
  );
}
