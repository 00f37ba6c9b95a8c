import type { LearningModule } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardHeader, EmptyState, ErrorBox, LoadingState, cn } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Clock, Lock, SearchX, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { categoryLabel, useModule } from '../modules/index.ts';
import { SectionContent } from './section-content.tsx';

function BackToCourses() {
  return (
    <Link to="/courses" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Courses
    </Link>
  );
}

/** Shown instead of the lesson text of a module the learner does not own yet. */
function LockedModule() {
  return (
    <Card>
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-bold tracking-tight text-foreground">This module is part of the full course</h2>
        <p className="max-w-md text-muted-foreground">
          Module 1 is free to read. Get lifetime access to open every section of this module and all the others.
        </p>
        <Button asChild size="lg">
          <Link to="/pricing">See the course offer</Link>
        </Button>
      </div>
    </Card>
  );
}

function ModuleReader({ module }: { module: LearningModule }) {
  const { setMentorContext } = usePlatform();
  const sections = module.content.sections;
  const [current, setCurrent] = useState(0);
  const contentRef = useRef<HTMLHeadingElement>(null);
  const section = sections[current];
  const locked = module.access === 'locked';

  useEffect(() => {
    setMentorContext({
      page: 'module',
      moduleId: module.id,
      learningContext: { currentSection: section?.title ?? null, strugglingAreas: [] },
    });
  }, [setMentorContext, module.id, section?.title]);
  useEffect(() => () => setMentorContext(null), [setMentorContext]);

  const open = (index: number) => {
    setCurrent(index);
    contentRef.current?.focus({ preventScroll: true });
    contentRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header className="space-y-4">
        <BackToCourses />
        <div>
          <p className="text-sm font-medium text-muted-foreground">
            {categoryLabel(module.category)} · Module {module.moduleNumber} of {module.totalModules}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-foreground">{module.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Badge variant="outline" className="capitalize">
              {module.difficulty}
            </Badge>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {module.estimatedMinutes} min
            </span>
          </div>
          <p className="mt-4 max-w-3xl text-muted-foreground">{module.description}</p>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Sections</h2>
          <ol className="space-y-1">
            {sections.map((item, index) => (
              <li key={item.title}>
                {locked ? (
                  <div className="flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-sm text-muted-foreground">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="flex-1">{item.title}</span>
                    <span className="shrink-0 text-xs">{item.duration} min</span>
                  </div>
                ) : (
                  <button
                    type="button"
                    onClick={() => open(index)}
                    aria-current={index === current ? 'step' : undefined}
                    className={cn(
                      'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                      index === current ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground hover:bg-secondary',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                        index === current ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
                      )}
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="flex-1">{item.title}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{item.duration} min</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex min-w-0 flex-col gap-6">
          {locked ? (
            <LockedModule />
          ) : section ? (
            <Card>
              <CardHeader>
                <p className="text-sm font-medium text-muted-foreground">
                  Section {current + 1} of {sections.length} · {section.duration} min
                </p>
                <h2 ref={contentRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-foreground outline-none">
                  {section.title}
                </h2>
              </CardHeader>
              <CardContent>
                <SectionContent source={section.content} />
                <div className="mt-10 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
                  <Button variant="outline" onClick={() => open(current - 1)} disabled={current === 0}>
                    <ChevronLeft aria-hidden="true" />
                    Previous Section
                  </Button>
                  <Button onClick={() => open(current + 1)} disabled={current >= sections.length - 1}>
                    Next Section
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </CardContent>
            </Card>
          ) : null}

          <section aria-labelledby="objectives-title" className="rounded-xl border border-primary/20 bg-accent p-6">
            <h2 id="objectives-title" className="flex items-center gap-2 text-lg font-semibold text-accent-foreground">
              <Target className="size-5" aria-hidden="true" />
              Learning Objectives
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-foreground">
              {module.learningObjectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

/** /module/$id: a learning module's reading view. */
export function ModulePage() {
  const params: { id?: string } = useParams({ strict: false });
  const id = Number(params.id);
  const module = useModule(Number.isInteger(id) && id > 0 ? id : -1);

  if (module.isPending) return <LoadingState label="Loading module..." />;
  if (module.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorBox title="The module could not be loaded" message={module.error.message} onRetry={() => void module.refetch()} />
      </div>
    );
  }
  if (module.data === null) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title="Module Not Found"
          description="The learning module you're looking for doesn't exist."
          action={
            <Button asChild>
              <Link to="/courses">Back to Courses</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <ModuleReader key={module.data.id} module={module.data} />;
}
