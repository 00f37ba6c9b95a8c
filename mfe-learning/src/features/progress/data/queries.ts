import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { isApiError } from '@academy/web-kit';
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statsKeys } from '../../stats/index.ts';
import { getProgress, postProgress } from './api.ts';
import {
  intentBody,
  intentKey,
  isRetryable,
  mergeProgressRecords,
  readStoredIntents,
  retryDelayMs,
  writeStoredIntents,
  type PendingMark,
  type ProgressIntent,
} from './mark-queue.ts';
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
  return Promise.all([queryClient.invalidateQueries({ queryKey: progressKeys.all }), queryClient.invalidateQueries({ queryKey: statsKeys.all })]).then(
    () => undefined,
  );
}

/**
 * After a change whose answer carried the module's record (put in the list with
 * storeProgressRecord): the list is not read again, only what the record does not hold — the stats
 * and what lives under the progress namespace beside the list (the lifetime updates).
 */
export function refreshBesideRecord(queryClient: QueryClient): Promise<void> {
  const list = hashKey(progressKeys.list());
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: progressKeys.all, predicate: (query) => query.queryHash !== list }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]).then(() => undefined);
}

/**
 * Saves the learner's marks on a module (a section done, the video watched) as intents. A click
 * shows at once and is queued: each mark is sent on its own (marks commute on the service, so
 * order does not matter), and one that gets no answer, or a failing one, stays queued — kept in
 * localStorage — and is sent again with backoff and as soon as the browser is back online. A mark
 * the service refuses (say, the module became locked) is taken back and the page says why. The
 * progress and stats are refreshed once the queue is empty.
 */
export function useSaveProgress(module: LearningModule) {
  const queryClient = useQueryClient();
  const moduleId = module.id;
  const [queue, setQueue] = useState<PendingMark[]>(() => readStoredIntents(moduleId).map((intent) => ({ intent, state: 'waiting' })));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<ProgressRecord | null>(null);
  const queueRef = useRef(queue);
  const inFlight = useRef(new Set<string>());
  const retries = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const update = useCallback(
    (change: (current: PendingMark[]) => PendingMark[]) => {
      queueRef.current = change(queueRef.current);
      writeStoredIntents(
        moduleId,
        queueRef.current.map((mark) => mark.intent),
      );
      if (mounted.current) setQueue(queueRef.current);
    },
    [moduleId],
  );

  const send = useCallback(
    (intent: ProgressIntent) => {
      const key = intentKey(intent);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      update((current) => current.map((mark) => (intentKey(mark.intent) === key ? { ...mark, state: 'sending' } : mark)));
      postProgress(intentBody(moduleId, intent))
        .then(
          (record) => {
            retries.current = 0;
            if (mounted.current) setConfirmed((previous) => mergeProgressRecords(previous ?? undefined, record));
            queryClient.setQueryData<ProgressRecord[]>(progressKeys.list(), (records = []) => {
              const current = records.find((item) => item.moduleId === record.moduleId);
              return [...records.filter((item) => item.moduleId !== record.moduleId), mergeProgressRecords(current, record)];
            });
            update((current) => current.filter((mark) => intentKey(mark.intent) !== key));
          },
          (error: unknown) => {
            const status = isApiError(error) ? error.status : undefined;
            if (!isRetryable(status)) {
              update((current) => current.filter((mark) => intentKey(mark.intent) !== key));
              const what = intent.kind === 'section' ? `Section ${intent.index + 1}` : 'The video';
              if (mounted.current) setRefusal(`${what} could not be saved (${error instanceof Error ? error.message : String(error)}).`);
              return;
            }
            update((current) => current.map((mark) => (intentKey(mark.intent) === key ? { ...mark, state: 'waiting' } : mark)));
            if (retryTimer.current === undefined) {
              retryTimer.current = window.setTimeout(() => {
                retryTimer.current = undefined;
                retries.current += 1;
                flushRef.current();
              }, retryDelayMs(retries.current));
            }
          },
        )
        .finally(() => {
          inFlight.current.delete(key);
          if (queueRef.current.length === 0 && inFlight.current.size === 0) void refreshLearnerProgress(queryClient);
        });
    },
    [moduleId, queryClient, update],
  );

  const flush = useCallback(() => {
    for (const mark of queueRef.current) if (mark.state === 'waiting') send(mark.intent);
  }, [send]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    mounted.current = true;
    // Marks left from an earlier visit (or a reload while offline) are sent now.
    flushRef.current();
    const online = () => {
      window.clearTimeout(retryTimer.current);
      retryTimer.current = undefined;
      flushRef.current();
    };
    window.addEventListener('online', online);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      window.clearTimeout(retryTimer.current);
      retryTimer.current = undefined;
    };
  }, [moduleId]);

  /** Queues one mark and sends it; marking what is already queued changes nothing. */
  const save = useCallback(
    (event: { type: 'section-completed'; index: number } | { type: 'video-watched' }) => {
      const intent: ProgressIntent = event.type === 'section-completed' ? { kind: 'section', index: event.index } : { kind: 'video' };
      setRefusal(null);
      if (!queueRef.current.some((mark) => intentKey(mark.intent) === intentKey(intent))) {
        update((current) => [...current, { intent, state: 'waiting' }]);
      }
      send(intent);
    },
    [send, update],
  );

  return { save, pending: queue, confirmed, refusal };
}
