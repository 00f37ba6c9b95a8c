import type { LearningModule } from '@academy/contracts';
import { Button, EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { learnerAccess } from '../modules/index.ts';
import { useModuleProgress } from '../progress/index.ts';
import { useModulePage } from './data/use-module-page.ts';
import { LockedModuleView, ModuleReader } from './module-reader.tsx';

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
  const module = useModulePage();

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
