import type { LearningErrorCode, PostProgressRequest, ProgressRecord } from '@academy/contracts';
import { AppError, publishEvent } from '@academy/service-kit';
import { nextProgressState, type ModuleProgress } from '@academy/rules/learning';
import type { ActivityRepository } from '../data/activity.repository.ts';
import type { LearningTx, ProgressRepository } from '../data/progress.repository.ts';
import type { ModuleRow, ProgressRow } from '../data/schema.ts';
import type { StatsRepository } from '../data/stats.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';
import { onModuleCompleted, type CompletingLearner, type IssueCertificateDeps } from './issue-certificate.use-case.ts';
import { applyRule, openModuleFor, toModuleProgress, type AccessDeps } from './module-access.ts';
import { recordLearningActivity } from './streak-freeze.use-case.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';

/** IssueCertificateDeps: the course certificate is issued in the transaction of the completion that finishes the course. */
export interface ProgressDeps extends AccessDeps, IssueCertificateDeps {
  /** Opens the use case's transaction (the data layer's). */
  transaction: RunInTransaction;
  progress: ProgressRepository;
  activity: ActivityRepository;
  /** The learner's running totals, kept in the write transactions (stats read them). */
  stats: StatsRepository;
  /** Streak freezes a learning activity after a missed day needs are marked used with it. */
  freezes: StreakFreezesRepository;
}

export function toProgressRecord(row: ProgressRow, timeSpent: number): ProgressRecord {
  return {
    moduleId: row.moduleId,
    completed: row.completed,
    progressPercentage: row.progressPercentage,
    sectionsCompleted: row.sectionsCompleted,
    quizCompleted: row.quizCompleted,
    quizScore: row.quizScore,
    videoWatched: row.videoWatched,
    timeSpent,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const refused = (code: LearningErrorCode, message: string) => new AppError(code, message);

/**
 * Stores the rules' new state; completion keeps the moment it first happened. Finishing the module
 * is going through its current version, so earlier versions' change notes are not told after it.
 */
export function saveProgress(
  deps: Pick<ProgressDeps, 'progress'>,
  tx: LearningTx,
  userId: string,
  module: Pick<ModuleRow, 'id' | 'version'>,
  next: ModuleProgress,
  previousRow: ProgressRow,
) {
  const finishesNow = next.completed && !previousRow.completed;
  return deps.progress.save(tx, userId, module.id, {
    sectionsCompleted: next.sectionsCompleted,
    progressPercentage: next.progressPercentage,
    completed: next.completed,
    completedAt: previousRow.completedAt ?? (next.completed ? new Date() : null),
    quizCompleted: next.quizCompleted,
    quizScore: next.quizScore,
    videoWatched: next.videoWatched,
    contentVersion: finishesNow ? Math.max(previousRow.contentVersion, module.version) : previousRow.contentVersion,
  });
}

/**
 * POST /api/progress. The page sends either intents — `markSection: n`, `videoWatched: true` —
 * or the specification's full list of sections it believes done. The server applies only what it
 * can verify — sections newly marked complete and the video watched — and answers the
 * authoritative record. With the full list it refuses to un-mark a section (an intent cannot
 * un-mark anything, so intents may arrive in any order); it refuses to take a quiz result or a
 * completion it did not grade. Percentages and time sent by the page are ignored: the server
 * computes them.
 */
export async function recordProgress(deps: ProgressDeps, learner: CompletingLearner, body: PostProgressRequest): Promise<ProgressRecord> {
  const userId = learner.id;
  const module = await openModuleFor(deps, userId, body.moduleId);
  const row = await deps.transaction(async (tx) => {
    // Locked even when it did not exist yet, so two first saves apply one after the other.
    const previousRow = await deps.progress.lockOrCreate(tx, userId, body.moduleId);
    const previous = toModuleProgress(previousRow);
    const before = previous?.sectionsCompleted ?? [];
    const claimed = new Set([...(body.sectionsCompleted ?? before), ...(body.markSection === undefined ? [] : [body.markSection])]);
    const unmarked = before.filter((index) => !claimed.has(index));
    if (unmarked.length) {
      throw refused('LEARNING_SECTION_UNMARK_REFUSED', `A completed section cannot be un-marked (section ${unmarked.map((i) => i + 1).join(', ')}).`);
    }
    if (body.quizCompleted === true && !previous?.quizCompleted) {
      throw refused('LEARNING_QUIZ_CLAIM_REFUSED', 'A quiz counts only once it has been submitted and graded.');
    }
    if (body.quizScore !== undefined && body.quizScore !== null && body.quizScore !== (previous?.quizScore ?? null)) {
      throw refused('LEARNING_QUIZ_CLAIM_REFUSED', 'A quiz score comes only from a graded attempt.');
    }

    const added = [...claimed].filter((index) => !before.includes(index)).sort((a, b) => a - b);
    let next: ModuleProgress | undefined = previous;
    for (const index of added) next = applyRule(() => nextProgressState(next, { type: 'section-completed', index }, module.rules));
    const watchesVideo = body.videoWatched === true && !previous?.videoWatched;
    if (watchesVideo) next = applyRule(() => nextProgressState(next, { type: 'video-watched' }, module.rules));
    if (body.completed === true && !next?.completed) {
      throw refused('LEARNING_COMPLETION_CLAIM_REFUSED', 'The module is not complete yet: every section, the quiz (if any) and the video (if any) come first.');
    }
    if (!next) next = applyRule(() => nextProgressState(undefined, { type: 'time-spent', minutes: 0 }, module.rules));

    const saved = await saveProgress(deps, tx, userId, module.row, next, previousRow);
    for (const sectionIndex of added) {
      await recordLearningActivity(deps, tx, userId, 'section', body.moduleId);
      await publishEvent(tx, { type: 'section.completed', subject: userId, data: { userId, moduleId: body.moduleId, sectionIndex } });
    }
    if (watchesVideo) await recordLearningActivity(deps, tx, userId, 'video', body.moduleId);
    if (next.completed && !previous?.completed) {
      await publishEvent(tx, { type: 'module.completed', subject: userId, data: { userId, moduleId: body.moduleId } });
      await onModuleCompleted(deps, tx, learner);
    }
    return saved;
  });
  const minutes = await deps.progress.minutesByModule(userId);
  return toProgressRecord(row, minutes.get(body.moduleId) ?? 0);
}

export async function listProgress(deps: Pick<ProgressDeps, 'progress'>, userId: string): Promise<ProgressRecord[]> {
  const [rows, minutes] = await Promise.all([deps.progress.listForUser(userId), deps.progress.minutesByModule(userId)]);
  return rows.map((row) => toProgressRecord(row, minutes.get(row.moduleId) ?? 0));
}
