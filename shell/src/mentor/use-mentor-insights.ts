import { useAuth, useCoursePrice } from '@academy/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { mentorModuleQuery, mentorProgressQuery, mentorStatsQuery } from './data/queries.ts';
import { mentorQueryKeys } from './data/query-keys.ts';
import { usePageMentorContext } from './mentor-context-store.tsx';
import { mentorModuleContext, needsModuleDetails, readPageContext, type PageModuleFacts } from './mentor-page-context.ts';
import { useMinutesInactive } from './use-minutes-inactive.ts';
import { mentorSuggestions, summarizeProgress, type MentorContext as MentorRulesContext, type MentorPage, type MentorSuggestion } from './mentor-rules.ts';

export interface MentorInsights {
  signedIn: boolean;
  /** The page in view, from its mentor context; null for a page that set none. */
  page: MentorPage | null;
  /** What the reply rules know about the learner. */
  context: MentorRulesContext;
  /** The seven triggers' suggestions, most urgent first (signed in, on a page with a context). */
  suggestions: MentorSuggestion[];
  /** False while sign-in status or the learner's data is still loading. */
  settled: boolean;
  /** The module the page in view is about, as soon as the page says so. */
  pageModuleId?: number;
}

const NO_SUGGESTIONS: MentorSuggestion[] = [];

/**
 * Everything the mentor knows: who is there, the page's context, the learner's progress and stats.
 * A failed read is quiet: the mentor then answers without progress and makes no suggestions.
 */
export function useMentorInsights(): MentorInsights {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const rawContext = usePageMentorContext();
  const pageContext = useMemo(() => readPageContext(rawContext), [rawContext]);
  const facts = pageContext.module;

  const progress = useQuery(mentorProgressQuery(signedIn));
  const stats = useQuery(mentorStatsQuery(signedIn));
  const module = useQuery(mentorModuleQuery(facts?.moduleId, signedIn && needsModuleDetails(facts)));
  useRefreshWhenLearnerMoves(signedIn, facts);

  const progressSummary = useMemo(
    () => (progress.data && stats.data ? summarizeProgress(progress.data, stats.data.totalModules, stats.data.currentStreak) : undefined),
    [progress.data, stats.data],
  );
  const progressRecord = facts ? progress.data?.find((item) => item.moduleId === facts.moduleId) : undefined;
  const currentModule = useMemo(() => mentorModuleContext(facts, progressRecord, module.data), [facts, progressRecord, module.data]);
  const minutesInactive = useMinutesInactive(signedIn && currentModule !== undefined && !currentModule.completed);

  const page = pageContext.page;
  // The replies about the offer quote the catalogue's price (the page in view reads the same query).
  const coursePrice = useCoursePrice({ enabled: page === 'landing' || page === 'pricing' });
  const suggestions = useMemo(() => {
    if (!signedIn || !progressSummary || page === null) return NO_SUGGESTIONS;
    return mentorSuggestions({ signedIn, page, progressSummary, currentModule, minutesInactive });
  }, [signedIn, progressSummary, page, currentModule, minutesInactive]);

  const context = useMemo<MentorRulesContext>(
    () => ({
      signedIn,
      ...(progressSummary ? { progressSummary } : {}),
      ...(currentModule ? { currentModule } : {}),
      ...(coursePrice ? { coursePrice } : {}),
    }),
    [signedIn, progressSummary, currentModule, coursePrice],
  );

  const settled = auth.status !== 'loading' && (!signedIn || (progress.status !== 'pending' && stats.status !== 'pending'));

  return { signedIn, page, context, suggestions, settled, ...(facts ? { pageModuleId: facts.moduleId } : {}) };
}

/**
 * The learner's numbers change as they study: read them again on each new page, and when the page
 * in view reports new progress on its module (a section marked, the quiz passed, the module
 * completed), so the mentor's tips never talk about the module as it was.
 */
function useRefreshWhenLearnerMoves(signedIn: boolean, facts: PageModuleFacts | undefined) {
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const moduleId = facts?.moduleId;
  const progress = facts?.sectionsCompleted === undefined ? null : JSON.stringify([facts.completed, facts.quizCompleted, facts.sectionsCompleted]);
  const previous = useRef({ pathname, moduleId, progress });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, moduleId, progress };
    const navigated = before.pathname !== pathname;
    const progressed = before.moduleId === moduleId && before.progress !== null && progress !== null && before.progress !== progress;
    if (signedIn && (navigated || progressed)) void queryClient.invalidateQueries({ queryKey: mentorQueryKeys.all });
  }, [pathname, moduleId, progress, signedIn, queryClient]);
}
