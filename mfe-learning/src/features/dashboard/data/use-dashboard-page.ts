import type { ProgressRecord } from '@academy/contracts';
import { useAuth } from '@academy/web-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMentorContext } from '../../mentor-context/index.ts';
import { useModules } from '../../modules/index.ts';
import { useProgressList } from '../../progress/index.ts';
import { useStats } from '../../stats/index.ts';
import { useAiTools, useFeaturedCaseStudy, useOnboardingStatus } from './queries.ts';

const noRecords: ProgressRecord[] = [];

/**
 * What the dashboard reads and decides: the learner's modules, records and stats, the tools and
 * the featured story, and the way to onboarding for a learner who has none on record (only on the
 * service's own answer of this visit).
 */
export function useDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const onboarding = useOnboardingStatus();
  const modules = useModules();
  const progress = useProgressList();
  const stats = useStats();
  const tools = useAiTools();
  const caseStudy = useFeaturedCaseStudy();
  useMentorContext({ page: 'dashboard' });

  // A learner with no onboarding on record starts there, but only on the service's own answer.
  const needsOnboarding = onboarding.checked && onboarding.data === false;
  useEffect(() => {
    if (needsOnboarding) void navigate({ to: '/onboarding', replace: true });
  }, [needsOnboarding, navigate]);

  return {
    firstName: user?.firstName?.trim() || undefined,
    stats,
    tools,
    caseStudy,
    modules: modules.data,
    // Undefined while the learner's records load: the modules are drawn meanwhile, their progress as placeholders.
    records: progress.isPending ? undefined : (progress.data ?? noRecords),
    noRecords,
    learningData: modules.isPending ? 'pending' : modules.isError || progress.isError ? 'error' : ('ready' as 'pending' | 'error' | 'ready'),
    learningError: modules.error ?? progress.error,
    retryLearningData: () => {
      if (modules.isError) void modules.refetch();
      if (progress.isError) void progress.refetch();
    },
  };
}
