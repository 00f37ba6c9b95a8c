import type { LearningModule, PostProgressRequest, ProgressRecord } from '@academy/contracts';
import { nextProgressState, progressModuleFrom, type ModuleProgress } from '@academy/rules/learning';

/**
 * A learner's marks as intents ("section 2 is done", "the video was watched"), not a whole list:
 * intents only add, so they may be sent in any order, repeated, and kept in a queue while the
 * connection is slow or gone. The queue is kept in localStorage per module, so a reload while
 * offline loses nothing.
 */
export type ProgressIntent = { kind: 'section'; index: number } | { kind: 'video' };

export type MarkState = 'sending' | 'waiting';
export interface PendingMark {
  intent: ProgressIntent;
  /** 'sending': on its way; 'waiting': not saved yet (offline, slow or the service failed), sent again soon. */
  state: MarkState;
}

export const intentKey = (intent: ProgressIntent): string => (intent.kind === 'section' ? `section:${intent.index}` : 'video');

export function intentBody(moduleId: number, intent: ProgressIntent): PostProgressRequest {
  return intent.kind === 'section' ? { moduleId, markSection: intent.index } : { moduleId, videoWatched: true };
}

export const pendingMarksStorageKey = (moduleId: number) => `academy.learning.pending-marks.${moduleId}`;

const isIntent = (value: unknown): value is ProgressIntent =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { kind?: unknown }).kind === 'video' ||
    ((value as { kind?: unknown }).kind === 'section' && Number.isInteger((value as { index?: unknown }).index)));

export function readStoredIntents(moduleId: number): ProgressIntent[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(pendingMarksStorageKey(moduleId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isIntent) : [];
  } catch {
    return [];
  }
}

export function writeStoredIntents(moduleId: number, intents: readonly ProgressIntent[]): void {
  try {
    if (intents.length === 0) window.localStorage.removeItem(pendingMarksStorageKey(moduleId));
    else window.localStorage.setItem(pendingMarksStorageKey(moduleId), JSON.stringify(intents));
  } catch {
    // A browser that refuses storage still keeps the queue for this visit.
  }
}

/** Whether a failed send is worth another try: no answer at all, the service failing, or being asked to wait. */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Wait before the n-th retry (0-based): 2 s, 4 s, 8 s … at most 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(30_000, 2_000 * 2 ** retry);
}

/**
 * What the page shows: the service's record with the queued marks applied by the shared rules, so a
 * click shows at once and stays shown until the service confirms it.
 */
export function withPendingMarks(module: LearningModule, record: ProgressRecord | null, pending: readonly PendingMark[]): ProgressRecord | null {
  if (pending.length === 0) return record;
  const rules = progressModuleFrom(module);
  let progress: ModuleProgress | undefined = record ?? undefined;
  for (const { intent } of pending) {
    if (intent.kind === 'section' && (intent.index >= rules.totalSections || progress?.sectionsCompleted.includes(intent.index))) continue;
    if (intent.kind === 'video' && (!rules.hasVideo || progress?.videoWatched)) continue;
    progress = nextProgressState(progress, intent.kind === 'section' ? { type: 'section-completed', index: intent.index } : { type: 'video-watched' }, rules);
  }
  if (!progress) return record;
  return { moduleId: module.id, updatedAt: record?.updatedAt ?? new Date().toISOString(), ...progress, timeSpent: record?.timeSpent ?? 0 };
}

/**
 * Two answers for the same module arriving out of order: what the service keeps only grows
 * (sections, the video, a pass, the best score, completion), so the later-looking one is their union.
 */
export function mergeProgressRecords(current: ProgressRecord | undefined, incoming: ProgressRecord): ProgressRecord {
  if (!current) return incoming;
  const completed = current.completed || incoming.completed;
  return {
    ...incoming,
    sectionsCompleted: [...new Set([...current.sectionsCompleted, ...incoming.sectionsCompleted])].sort((a, b) => a - b),
    videoWatched: current.videoWatched || incoming.videoWatched,
    quizCompleted: current.quizCompleted || incoming.quizCompleted,
    quizScore:
      current.quizScore === null ? incoming.quizScore : incoming.quizScore === null ? current.quizScore : Math.max(current.quizScore, incoming.quizScore),
    completed,
    progressPercentage: completed ? 100 : Math.max(current.progressPercentage, incoming.progressPercentage),
    timeSpent: Math.max(current.timeSpent, incoming.timeSpent),
  };
}

/**
 * The service's record as the page knows it: the cached one and the last answer to a mark, merged.
 * The mark's answer is applied at once, while the cache tells its readers a moment later; without
 * it a confirmed mark would blink out between the two.
 */
export function latestKnownRecord(cached: ProgressRecord | null, confirmed: ProgressRecord | null): ProgressRecord | null {
  if (!confirmed || (cached && cached.moduleId !== confirmed.moduleId)) return cached;
  return cached ? mergeProgressRecords(confirmed, cached) : confirmed;
}
