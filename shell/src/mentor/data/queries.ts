import { courseSearchResponseSchema, moduleResponseSchema, progressListResponseSchema, statsResponseSchema } from '@academy/contracts';
import { getJson } from '@academy/web-kit';
import { queryOptions } from '@tanstack/react-query';
import { mentorQueryKeys } from './query-keys.ts';

/** GET /api/progress: the learner's progress records (signed in). */
export function mentorProgressQuery(enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.progress(),
    queryFn: () => getJson('/api/progress', progressListResponseSchema),
    enabled,
  });
}

/** GET /api/stats: streak and module counts (signed in). */
export function mentorStatsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.stats(),
    queryFn: () => getJson('/api/stats', statsResponseSchema),
    enabled,
  });
}

/** GET /api/modules/{id}: read only when the module page did not describe its module itself. */
export function mentorModuleQuery(moduleId: number | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: mentorQueryKeys.module(moduleId ?? 0),
    queryFn: () => getJson(`/api/modules/${moduleId ?? 0}`, moduleResponseSchema),
    enabled: enabled && moduleId !== undefined,
  });
}

/** GET /api/course-search: what the course says about a question (signed in); asked afresh each time. */
export function courseAnswerQuery(question: string, moduleId: number | undefined) {
  const query = new URLSearchParams({ q: question, ...(moduleId === undefined ? {} : { moduleId: String(moduleId) }) });
  return queryOptions({
    queryKey: mentorQueryKeys.courseAnswer(question, moduleId ?? null),
    queryFn: () => getJson(`/api/course-search?${query.toString()}`, courseSearchResponseSchema),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
