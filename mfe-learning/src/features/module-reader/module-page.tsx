import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf, progressModuleFrom, sectionProgressPercent } from '@academy/rules/learning';
import { Badge, Button, Card, CardContent, CardHeader, EmptyState, ErrorBox, LoadingState, Progress, cn } from '@academy/ui';
import { usePageTitle } from '@academy/web-kit';
import { Link, useParams, useRouterState } from '@tanstack/react-router';
import { ArrowLeft, Check, CheckCircle2, ChevronLeft, ChevronRight, Clock, CloudOff, Flag, LoaderCircle, SearchX, Target, Trophy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useMentorContext } from '../mentor-context/index.ts';
import { categoryLabel, learnerAccess, useModule } from '../modules/index.ts';
import { ModuleUpdateNotice } from '../module-updates/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { latestKnownRecord, useModuleProgress, useSaveProgress, withPendingMarks, type PendingMark } from '../progress/index.ts';
import { QuizCard, QuizCardPlaceholder } from '../quiz/index.ts';
import { useStudyHeartbeat } from '../study-time/index.ts';
import { LockedModule } from './locked-module.tsx';
import { ContentCompletedNotice, ModuleCompletedNotice } from './notices.tsx';
import { SectionContent } from './section-content.tsx';
import { useModuleCompletedNotice } from './use-module-completed-notice.ts';
import { VideoCard } from './video-card.tsx';

function BackToCourses() {
  return (
    <Link to="/courses" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Courses
    </Link>
  );
}

function ModuleProgressLine({ percent, completed }: { percent: number; completed: boolean }) {
  return (
    <div className="mt-5 max-w-md space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span id="module-progress-label" className="font-medium text-foreground">
          Module progress
        </span>
        <span className="font-semibold text-foreground">{percent}% complete</span>
      </div>
      <Progress value={percent} aria-labelledby="module-progress-label" indicatorClassName={completed ? 'bg-success' : undefined} />
    </div>
  );
}

type HeaderProgress = { percent: number; completed: boolean } | 'loading' | null;

/** `progress`: the learner's, 'loading' while it is on its way, null for a module they cannot open (no bar). */
function ModuleHeader({ module, progress }: { module: LearningModule; progress: HeaderProgress }) {
  const completed = progress !== null && progress !== 'loading' && progress.completed;
  return (
    <header className="space-y-4">
      <BackToCourses />
      <div>
        <p className="text-sm font-medium text-muted-foreground">
          {categoryLabel(module.category)} · Module {module.moduleNumber} of {module.totalModules}
        </p>
        <div className="mt-1 flex items-start gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{module.title}</h1>
          {completed ? (
            <span className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning" title="Module completed">
              <Trophy className="size-5" role="img" aria-label="Module completed" />
            </span>
          ) : null}
        </div>
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
        {progress === 'loading' ? (
          <Placeholder>
            <ModuleProgressLine percent={0} completed={false} />
          </Placeholder>
        ) : progress !== null ? (
          <ModuleProgressLine percent={progress.percent} completed={progress.completed} />
        ) : null}
      </div>
    </header>
  );
}

type SidebarProps = {
  module: LearningModule;
  done: ReadonlySet<number>;
  /** Marked on this page, not confirmed by the service yet. */
  unsaved?: ReadonlySet<number>;
  current: number | null;
  onOpen?: (index: number) => void;
  /** The learner's done sections are still loading: the others' markers are placeholders. */
  loading?: boolean;
};

function SectionsSidebar({ module, done, unsaved = new Set(), current, onOpen, loading = false }: SidebarProps) {
  return (
    <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Sections</h2>
      <ol className="space-y-1">
        {module.content.sections.map((item, index) => {
          const isDone = done.has(index);
          const isCurrent = index === current;
          const marker = (
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                isDone ? 'bg-success text-success-foreground' : isCurrent ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
                loading && !isDone && 'animate-pulse',
              )}
            >
              {isDone ? <Check className="size-3.5" aria-hidden="true" /> : <span aria-hidden="true">{index + 1}</span>}
              {isDone ? <span className="sr-only">{unsaved.has(index) ? 'Completed (saving): ' : 'Completed: '}</span> : null}
            </span>
          );
          const body = (
            <>
              {marker}
              <span className="flex-1">{item.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{item.duration} min</span>
            </>
          );
          return (
            <li key={`${index}-${item.title}`}>
              {onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isCurrent ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground hover:bg-secondary',
                  )}
                >
                  {body}
                </button>
              ) : (
                <div className="flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-sm text-muted-foreground">{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function LearningObjectives({ objectives }: { objectives: readonly string[] }) {
  return (
    <section aria-labelledby="objectives-title" className="rounded-card border border-primary/20 bg-accent p-6">
      <h2 id="objectives-title" className="flex items-center gap-2 text-lg font-semibold text-accent-foreground">
        <Target className="size-5" aria-hidden="true" />
        Learning Objectives
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-foreground">
        {objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How the learner's marks are doing: saving (on their way), not saved yet (offline or slow: kept
 * and sent again), or refused by the service (taken back, with the reason).
 */
function SaveStatus({ pending, refusal }: { pending: readonly PendingMark[]; refusal: string | null }) {
  const waiting = pending.filter((mark) => mark.state === 'waiting').length;
  return (
    <div className={cn('space-y-3', refusal !== null || pending.length > 0 ? 'mt-6' : undefined)}>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {waiting > 0 ? (
          <span className="inline-flex items-start gap-2 font-medium text-foreground">
            <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {waiting === 1 ? '1 mark is' : `${waiting} marks are`} not saved yet: kept on this device and sent again as soon as the connection allows.
          </span>
        ) : pending.length > 0 ? (
          <span className="inline-flex items-start gap-2">
            <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
            Saving your progress...
          </span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * A module the learner does not own: its outline and the way to buy the course, no lessons. While
 * it is not known whether they own it (`accessLoading`: the module as the slice ships it, before
 * the API has answered), the lock is a placeholder of its size, and so is the header's progress
 * line: those who open a module beyond the preview are mostly those who own it (a learner without
 * the course is sent to pricing from its card), so their first screen stays where it is.
 */
function LockedModuleView({ module, accessLoading = false }: { module: LearningModule; accessLoading?: boolean }) {
  useMentorContext({ page: 'module', moduleId: module.id, moduleTitle: module.title, hasQuiz: progressModuleFrom(module).hasQuiz });
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <ModuleHeader module={module} progress={accessLoading ? 'loading' : null} />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SectionsSidebar module={module} done={new Set()} current={null} loading={accessLoading} />
        <div className="flex min-w-0 flex-col gap-6">
          {accessLoading ? (
            <Placeholder>
              <LockedModule />
            </Placeholder>
          ) : (
            <LockedModule />
          )}
          <LearningObjectives objectives={module.learningObjectives} />
        </div>
      </div>
    </div>
  );
}

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

/** The 0-based section a `section-N` hash names, or null when it names none of the module's. */
function sectionOfHash(hash: string, count: number): number | null {
  const match = /^section-(\d+)$/.exec(hash);
  const number = match ? Number(match[1]) : 0;
  return number >= 1 && number <= count ? number - 1 : null;
}

/**
 * The module's lessons, with the learner's record on it: null when never started, undefined while
 * it loads (what depends on it is drawn as placeholders meanwhile; the lessons are not).
 */
function ModuleReader({ module, progress }: { module: LearningModule; progress: ProgressRecord | null | undefined }) {
  const sections = module.content.sections;
  // A link may name the section to open (`#section-3`, numbered from 1: the mentor's answers link so).
  const hash = useRouterState({ select: (state) => state.location.hash });
  const linked = sectionOfHash(hash, sections.length);
  const [current, setCurrent] = useState(linked ?? 0);
  const [openedHash, setOpenedHash] = useState(hash);
  if (hash !== openedHash) {
    // Followed while this module is on screen: the page stays, the section changes.
    setOpenedHash(hash);
    if (linked !== null) setCurrent(linked);
  }
  const contentRef = useRef<HTMLHeadingElement>(null);
  const quizRef = useRef<HTMLDivElement>(null);
  const saveProgress = useSaveProgress(module);
  const completedNotice = useModuleCompletedNotice(module.id, progress === undefined ? undefined : progress?.completed ?? false);
  const loading = progress === undefined;
  // The visit's clock starts once the learner's record is here: the opening heartbeat is a write,
  // and a write ends the boot script's hand-over of the page's first reads (web-kit first-reads),
  // which the mentor may not have taken yet.
  useStudyHeartbeat(loading ? null : module.id);
  const rules = progressModuleFrom(module);
  // What the page shows: the service's record plus the marks still on their way.
  const known = latestKnownRecord(progress ?? null, saveProgress.confirmed);
  const shown = withPendingMarks(module, known, saveProgress.pending);
  const done = new Set(shown?.sectionsCompleted ?? []);
  const confirmed = new Set(known?.sectionsCompleted ?? []);
  const unsaved = new Set([...done].filter((index) => !confirmed.has(index)));
  const doneCount = sections.filter((_, index) => confirmed.has(index)).length;
  const allDone = doneCount >= sections.length;
  const completed = progress?.completed ?? false;
  const percent = displayedPercentOf(shown ?? undefined, rules);
  const section = sections[current];
  const sectionDone = done.has(current);
  const isLast = current >= sections.length - 1;
  const sectionProgress = sectionProgressPercent(doneCount, sections.length);

  // What is not known yet is left out (the shell reads it from the learning API).
  useMentorContext({
    page: 'module',
    moduleId: module.id,
    moduleTitle: module.title,
    hasQuiz: rules.hasQuiz,
    ...(loading ? {} : { progress: { completed, quizCompleted: progress?.quizCompleted ?? false, sectionsCompleted: progress?.sectionsCompleted ?? [] } }),
    learningContext: { currentSection: section?.title ?? null, ...(loading ? {} : { sectionProgress }), totalSections: sections.length },
  });

  const open = (index: number) => {
    setCurrent(index);
    contentRef.current?.focus({ preventScroll: true });
    contentRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const goToQuiz = () => quizRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <ModuleHeader module={module} progress={loading ? 'loading' : { percent, completed }} />

      <ModuleUpdateNotice moduleId={module.id} />
      {completedNotice.visible ? <ModuleCompletedNotice title={module.title} onDismiss={completedNotice.dismiss} /> : null}
      {!loading && allDone && rules.hasQuiz && !completed && !(progress?.quizCompleted ?? false) ? <ContentCompletedNotice onGoToQuiz={goToQuiz} /> : null}

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SectionsSidebar module={module} done={done} unsaved={unsaved} current={current} onOpen={open} loading={loading} />

        <div className="flex min-w-0 flex-col gap-6">
          {rules.hasVideo && module.videoUrl ? (
            <VideoCard
              title={module.title}
              src={module.videoUrl}
              poster={module.videoThumbnail}
              watched={shown?.videoWatched ?? false}
              onEnded={() => {
                if (!shown?.videoWatched) saveProgress.save({ type: 'video-watched' });
              }}
            />
          ) : null}

          {section ? (
            <Card>
              <CardHeader>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-medium text-muted-foreground">
                    Section {current + 1} of {sections.length} · {section.duration} min
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
                  <MarkComplete onMark={() => saveProgress.save({ type: 'section-completed', index: current })} />
                )}
                {/* Beside the button that made the marks, where the learner is looking. */}
                <SaveStatus pending={saveProgress.pending} refusal={saveProgress.refusal} />
                <div className="mt-8 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
                  <Button variant="outline" onClick={() => open(current - 1)} disabled={current === 0}>
                    <ChevronLeft aria-hidden="true" />
                    Previous Section
                  </Button>
                  {isLast ? (
                    <Button asChild>
                      <Link to="/courses">
                        <Flag aria-hidden="true" />
                        Complete Module
                      </Link>
                    </Button>
                  ) : (
                    <Button onClick={() => open(current + 1)}>
                      Next Section
                      <ChevronRight aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </CardContent>
            </Card>
          ) : null}

          <LearningObjectives objectives={module.learningObjectives} />

          <div ref={quizRef} className="scroll-mt-24">
            {loading ? <QuizCardPlaceholder module={module} /> : <QuizCard module={module} progress={progress} onModuleCompleted={completedNotice.announce} />}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The module, loaded, with the learner's record on it (drawn as it loads). */
function LoadedModule({ module }: { module: LearningModule }) {
  const progress = useModuleProgress(module.id);
  if (module.access === 'locked') return <LockedModuleView module={module} />;
  // Only when there is no record to show: a later read that fails (the connection lost while marks
  // are on their way) leaves the learner on the module, where unsaved marks say so themselves.
  if (progress.isError && progress.data === undefined) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorBox title="Your progress could not be loaded" message={progress.error.message} onRetry={() => void progress.refetch()} />
      </div>
    );
  }
  return <ModuleReader module={module} progress={progress.data} />;
}

/** /module/$id: a learning module's sections, video and quiz, with the learner's progress. */
export function ModulePage() {
  const params: { id?: string } = useParams({ strict: false });
  const id = Number(params.id);
  const module = useModule(Number.isInteger(id) && id > 0 ? id : -1);
  // One descriptive tab title per module (WCAG 2.4.2), not the route's generic 'Module'.
  usePageTitle(module.data ? module.data.title : module.data === null ? 'Module not found' : undefined);

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
          headingLevel={1}
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
  // The module as the slice ships it (before the API has answered) says nothing of whether the learner owns it.
  if (learnerAccess(module.data, module.isPlaceholderData) === null) return <LockedModuleView key={module.data.id} module={module.data} accessLoading />;
  return <LoadedModule key={module.data.id} module={module.data} />;
}
