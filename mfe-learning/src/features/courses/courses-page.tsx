import type { ProgressRecord } from '@academy/contracts';
import { EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { BookOpen } from 'lucide-react';
import { useMentorContext } from '../mentor-context/index.ts';
import { useModules } from '../modules/index.ts';
import { useProgressList } from '../progress/index.ts';
import { ModuleCard } from './module-card.tsx';

const noRecords: ProgressRecord[] = [];

/** /courses: every learning module in course order, with the learner's progress on each. */
export function CoursesPage() {
  const modules = useModules();
  const progress = useProgressList();
  useMentorContext({ page: 'courses' });

  const records = progress.data ?? noRecords;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Learning Modules</h1>
        <p className="mt-2 text-lg text-muted-foreground">Comprehensive AI strategies and tools to accelerate your business growth</p>
      </header>
      {modules.isPending || (progress.isPending && !progress.isError) ? (
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
          <ul aria-label="Learning modules" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {modules.data.map((module) => (
              <li key={module.id}>
                <ModuleCard module={module} progress={records.find((record) => record.moduleId === module.id) ?? null} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
