import type { ProgressRecord } from '@academy/contracts';
import { EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { BookOpen } from 'lucide-react';
import { useMentorContext } from '../mentor-context/index.ts';
import { learnerAccess, useModules } from '../modules/index.ts';
import { useProgressList } from '../progress/index.ts';
import { ModuleCard } from './module-card.tsx';

const noRecords: ProgressRecord[] = [];

/**
 * /courses: every learning module in course order, with the learner's progress on each. The cards
 * are drawn as soon as the modules are known; what depends on the learner's records (or on what
 * they own, while the modules shown are those the slice ships) is a placeholder until it arrives.
 */
export function CoursesPage() {
  const modules = useModules();
  const progress = useProgressList();
  useMentorContext({ page: 'courses' });

  // Undefined while the records load; a failed read shows the cards as for a learner with none, beside the error.
  const records = progress.data ?? (progress.isError ? noRecords : undefined);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Learning Modules</h1>
        <p className="mt-2 text-lg text-muted-foreground">Comprehensive AI strategies and tools to accelerate your business growth</p>
      </header>
      {modules.isPending ? (
        <LoadingState label="Loading modules..." />
      ) : modules.isError ? (
        <ErrorBox title="The modules could not be loaded" message={modules.error.message} onRetry={() => void modules.refetch()} />
      ) : modules.data.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-10" aria-hidden="true" />}
          title="No modules available yet"
          description="New learning modules will be added soon. Check back later!"
        />
      ) : (
        <>
          {progress.isError ? (
            <ErrorBox
              title="Your progress could not be loaded"
              message={progress.error.message}
              onRetry={() => void progress.refetch()}
              className="max-w-none"
            />
          ) : null}
          {records === undefined ? (
            <p role="status" className="sr-only">
              Loading your progress...
            </p>
          ) : null}
          <ul aria-label="Learning modules" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {modules.data.map((module) => (
              <li key={module.id}>
                <ModuleCard
                  module={module}
                  access={learnerAccess(module, modules.isPlaceholderData)}
                  progress={records && (records.find((record) => record.moduleId === module.id) ?? null)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
