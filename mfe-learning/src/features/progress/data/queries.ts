import type { LearningModule, PostProgressRequest, ProgressRecord } from '@academy/contracts';
import { nextProgressState, progressModuleFrom, type ProgressEvent } from '@academy/rules/learning';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { statsKeys } from '../../stats/index.ts';
import { getProgress, postProgress } from './api.ts';
import { progressKeys } from './query-keys.ts';

export const progressQuery = queryOptions({
  queryKey: progressKeys.list(),
  queryFn: getProgress,
});

/** Every progress record of the signed-in learner (one per module started). */
export function useProgressList() {
  return useQuery(progressQuery);
}

/** The learner's record on one module out of the same list; null when the module was never started. */
export function useModuleProgress(moduleId: number) {
  return useQuery({
    ...progressQuery,
    select: (records: ProgressRecord[]) => records.find((record) => record.moduleId === moduleId) ?? null,
  });
}

/** Puts the server's record for a module into the cached list (replacing the old one). */
export function storeProgressRecord(queryClient: QueryClient, record: ProgressRecord): void {
  queryClient.setQueryData<ProgressRecord[]>(progressKeys.list(), (records = []) => {
    const others = records.filter((item) => item.moduleId !== record.moduleId);
    return [...others, record];
  });
}

/** After any saved change the progress list and the stats are read again from the server. */
export function refreshLearnerProgress(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: progressKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]).then(() => undefined);
}

/**
 * The specification's POST /api/progress payload for one learner event, worked out by the shared
 * progress rules from the record the page shows. On a section completion the module's estimated
 * minutes travel as timeSpent, as the specification says (the server tracks real time itself).
 */
export function progressPayload(module: LearningModule, previous: ProgressRecord | null, event: ProgressEvent): PostProgressRequest {
  const next = nextProgressState(previous ?? undefined, event, progressModuleFrom(module));
  return {
    moduleId: module.id,
    sectionsCompleted: next.sectionsCompleted,
    progressPercentage: next.progressPercentage,
    completed: next.completed,
    quizCompleted: next.quizCompleted,
    quizScore: next.quizScore,
    videoWatched: next.videoWatched,
    timeSpent: event.type === 'section-completed' ? module.estimatedMinutes : next.timeSpent,
  };
}

type SaveProgressContext = { previous: ProgressRecord[] | undefined };

/**
 * Saves a learner event on a module (a section marked complete, the video watched). The page
 * shows the change at once; the server's answer replaces it, a failure puts the old record back
 * (silently, as the specification says), and the progress and stats are refreshed either way.
 */
export function useSaveProgress(module: LearningModule) {
  const queryClient = useQueryClient();
  const mutation = useMutation<ProgressRecord, Error, PostProgressRequest, SaveProgressContext>({
    mutationKey: [...progressKeys.all, 'save', module.id],
    mutationFn: postProgress,
    onMutate: async (payload) => {
      await queryClient.cancelQueries({ queryKey: progressKeys.list() });
      const previous = queryClient.getQueryData<ProgressRecord[]>(progressKeys.list());
      const current = previous?.find((record) => record.moduleId === module.id);
      storeProgressRecord(queryClient, {
        moduleId: module.id,
        sectionsCompleted: payload.sectionsCompleted,
        progressPercentage: payload.progressPercentage ?? current?.progressPercentage ?? 0,
        completed: payload.completed ?? current?.completed ?? false,
        quizCompleted: payload.quizCompleted ?? current?.quizCompleted ?? false,
        quizScore: payload.quizScore ?? current?.quizScore ?? null,
        videoWatched: payload.videoWatched ?? current?.videoWatched ?? false,
        timeSpent: current?.timeSpent ?? 0,
        updatedAt: new Date().toISOString(),
      });
      return { previous };
    },
    onError: (_error, _payload, context) => {
      if (context?.previous) queryClient.setQueryData(progressKeys.list(), context.previous);
    },
    onSuccess: (record) => storeProgressRecord(queryClient, record),
    onSettled: () => refreshLearnerProgress(queryClient),
  });
  const { mutate } = mutation;
  /** Saves one event, worked out from the record the page shows now. */
  const save = useCallback(
    (event: ProgressEvent) => {
      const records = queryClient.getQueryData<ProgressRecord[]>(progressKeys.list()) ?? [];
      const previous = records.find((record) => record.moduleId === module.id) ?? null;
      mutate(progressPayload(module, previous, event));
    },
    [queryClient, module, mutate],
  );
  return { ...mutation, save };
}
