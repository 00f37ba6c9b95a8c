import { courseSearchOperations, learningOperations } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { mentorQueryKeys } from './query-keys.ts';

/** GET /api/progress: the learner's progress records (signed in). */
export function mentorProgressQuery(enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.progress(),
    queryFn: () => callOperation(learningOperations.getProgress),
    enabled,
  });
}

/** GET /api/stats: streak and module counts (signed in). */
export function mentorStatsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.stats(),
    queryFn: () => callOperation(learningOperations.getStats),
    enabled,
  });
}

/** GET /api/modules/{id}: read only when the module page did not describe its module itself. */
export function mentorModuleQuery(moduleId: number | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.module(moduleId ?? 0),
    queryFn: () => callOperation(learningOperations.getModule, { params: { id: moduleId ?? 0 } }),
    enabled: enabled && moduleId !== undefined,
  });
}

/** GET /api/course-search: what the course says about a question (signed in); asked afresh each time. */
export function courseAnswerQuery(question: string, moduleId: number | undefined) {
  return queryOptions({
    queryKey: mentorQueryKeys.courseAnswer(question, moduleId ?? null),
    queryFn: () => callOperation(courseSearchOperations.searchCourse, { query: { q: question, moduleId } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
