import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { progressModuleFrom } from '@academy/rules/learning';
import { useMentorContext } from '../mentor-context/index.ts';
import { ModuleUpdateNotice } from '../module-updates/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { QuizCard, QuizCardPlaceholder } from '../quiz/index.ts';
import { useModuleReader } from './data/use-module-page.ts';
import { LockedModule } from './locked-module.tsx';
import { LearningObjectives, ModuleHeader } from './module-header.tsx';
import { ContentCompletedNotice, ModuleCompletedNotice } from './notices.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionsSidebar } from './sections-sidebar.tsx';
import { VideoCard } from './video-card.tsx';

/**
 * A module the learner does not own: its outline and the way to buy the course, no lessons. While
 * it is not known whether they own it (`accessLoading`: the module as the slice ships it, before
 * the API has answered), the lock is a placeholder of its size, and so is the header's progress
 * line: those who open a module beyond the preview are mostly those who own it (a learner without
 * the course is sent to pricing from its card), so their first screen stays where it is.
 */
export function LockedModuleView({ module, accessLoading = false }: { module: LearningModule; accessLoading?: boolean }) {
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

/**
 * The module's lessons, with the learner's record on it: null when never started, undefined while
 * it loads (what depends on it is drawn as placeholders meanwhile; the lessons are not).
 */
export function ModuleReader({ module, progress }: { module: LearningModule; progress: ProgressRecord | null | undefined }) {
  const model = useModuleReader(module, progress);
  const { loading, completedNotice } = model;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <ModuleHeader module={module} progress={loading ? 'loading' : { percent: model.percent, completed: model.completed }} />

      <ModuleUpdateNotice moduleId={module.id} />
      {completedNotice.visible ? <ModuleCompletedNotice title={module.title} onDismiss={completedNotice.dismiss} /> : null}
      {model.quizIsNext ? <ContentCompletedNotice onGoToQuiz={model.goToQuiz} /> : null}

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SectionsSidebar module={module} done={model.done} unsaved={model.unsaved} current={model.current} onOpen={model.open} loading={loading} />

        <div className="flex min-w-0 flex-col gap-6">
          {model.rules.hasVideo && module.videoUrl ? (
            <VideoCard
              title={module.title}
              src={module.videoUrl}
              poster={module.videoThumbnail}
              watched={model.videoWatched}
              onEnded={model.markVideoWatched}
            />
          ) : null}

          {model.section ? <SectionCard section={model.section} count={module.content.sections.length} model={model} /> : null}

          <LearningObjectives objectives={module.learningObjectives} />

          <div ref={model.quizRef} className="scroll-mt-24">
            {progress === undefined ? (
              <QuizCardPlaceholder module={module} />
            ) : (
              <QuizCard module={module} progress={progress} onModuleCompleted={completedNotice.announce} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
