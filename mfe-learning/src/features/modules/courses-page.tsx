import { EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { BookOpen } from 'lucide-react';
import { useEffect } from 'react';
import { useModules } from './data/queries.ts';
import { ModuleCard } from './module-card.tsx';

/** /courses: every learning module, in course order. */
export function CoursesPage() {
  const { setMentorContext } = usePlatform();
  const modules = useModules();

  useEffect(() => {
    setMentorContext({ page: 'courses' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

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
        <ul aria-label="Learning modules" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {modules.data.map((module) => (
            <li key={module.id}>
              <ModuleCard module={module} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
