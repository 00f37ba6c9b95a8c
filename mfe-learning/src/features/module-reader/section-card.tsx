import type { LearningModule } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardHeader } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Check, CheckCircle2, ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { Placeholder } from '../placeholder/index.ts';
import type { ModuleReaderModel } from './data/use-module-page.ts';
import { SaveStatus } from './save-status.tsx';
import { SectionContent } from './section-content.tsx';

type Section = LearningModule['content']['sections'][number];

function MarkComplete({ onMark }: { onMark?: () => void }) {
  return (
    <div className="mt-8 flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">Finished reading? Mark this section as complete.</p>
      <Button onClick={onMark}>
        <Check aria-hidden="true" />
        Mark Complete
      </Button>
    </div>
  );
}

/** The open section: its text, Mark Complete (a placeholder while the record loads), how the marks are saving, and the way on. */
export function SectionCard({ section, count, model }: { section: Section; count: number; model: ModuleReaderModel }) {
  const { current, contentRef, loading } = model;
  const sectionDone = model.done.has(current);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">
            Section {current + 1} of {count} · {section.duration} min
          </p>
          {sectionDone ? (
            <Badge variant="success">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              Completed
            </Badge>
          ) : null}
        </div>
        <h2 ref={contentRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-foreground outline-none">
          {section.title}
        </h2>
      </CardHeader>
      <CardContent>
        <SectionContent source={section.content} />
        {sectionDone ? null : loading ? (
          <Placeholder>
            <MarkComplete />
          </Placeholder>
        ) : (
          <MarkComplete onMark={model.markSection} />
        )}
        {/* Beside the button that made the marks, where the learner is looking. */}
        <SaveStatus pending={model.pending} refusal={model.refusal} />
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => model.open(current - 1)} disabled={current === 0}>
            <ChevronLeft aria-hidden="true" />
            Previous Section
          </Button>
          {current >= count - 1 ? (
            <Button asChild>
              <Link to="/courses">
                <Flag aria-hidden="true" />
                Complete Module
              </Link>
            </Button>
          ) : (
            <Button onClick={() => model.open(current + 1)}>
              Next Section
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
