import { Card, CardContent, CardTitle, ErrorBox, LoadingState } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { LearningPathCard } from '../learning-path/index.ts';
import { ModuleUpdatesCard } from '../module-updates/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { AiToolsPanel } from './ai-tools-panel.tsx';
import { ArenaQuickView } from './arena-quick-view.tsx';
import { ContinueLearning } from './continue-learning.tsx';
import { useDashboardPage } from './data/use-dashboard-page.ts';
import { ProgressPanel } from './progress-panel.tsx';
import { QuickActions } from './quick-actions.tsx';
import { StudyReminder } from './study-reminder.tsx';
import { FeaturedCaseStudy } from './success-story.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/** '/' for a signed-in learner: where they are and where to go next. */
export function DashboardPage() {
  // The page's reads answer together just after its first render, and an answer re-renders at once,
  // in one task the browser cannot interrupt (the whole page: 200-300 ms on a slow phone). Deferred,
  // that task draws nothing new, and the page with its data is rendered in short slices after it.
  const page = useDeferredValue(useDashboardPage());
  return <DashboardView page={page} />;
}

/** The page as its reads stand (the same reads, the same page: nothing is rendered again). */
const DashboardView = memo(function DashboardView({ page }: { page: ReturnType<typeof useDashboardPage> }) {
  const { stats, modules, records, learningData } = page;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <WelcomeBanner firstName={page.firstName} stats={stats.data} loading={stats.isPending} />
      {stats.isError ? (
        <ErrorBox title="Your stats could not be loaded" message={stats.error.message} onRetry={() => void stats.refetch()} className="max-w-none" />
      ) : null}

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <ModuleUpdatesCard />
          <LearningPathCard />
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-4 p-6">
              <CardTitle as="h2">Continue Learning</CardTitle>
              <Link to="/courses" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                Browse all courses
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
            <CardContent>
              {learningData === 'pending' ? (
                <LoadingState label="Loading modules..." />
              ) : learningData === 'error' ? (
                <ErrorBox title="Your modules could not be loaded" message={page.learningError?.message} onRetry={page.retryLearningData} />
              ) : (
                <ContinueLearning modules={modules ?? []} records={records} />
              )}
            </CardContent>
          </Card>
          <AiToolsPanel tools={page.tools} />
          <FeaturedCaseStudy study={page.caseStudy} />
        </div>

        <div className="flex min-w-0 flex-col gap-8">
          {learningData === 'ready' && modules && modules.length > 0 ? (
            records === undefined ? (
              // The same panel for every learner in size: how many modules, the first three's bars.
              <Placeholder>
                <ProgressPanel modules={modules} records={page.noRecords} />
              </Placeholder>
            ) : (
              <ProgressPanel modules={modules} records={records} />
            )
          ) : null}
          <ArenaQuickView />
          <QuickActions />
          <StudyReminder minutesToday={stats.data?.minutesToday} loading={stats.isPending} />
        </div>
      </div>
    </div>
  );
});
