import { AppError, notFound } from '@academy/service-kit';
import { isRulesError, progressModuleFrom, type ModuleProgress, type ProgressModule } from '@academy/rules/learning';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { ModulesRepository } from '../data/modules.repository.ts';
import type { ModuleRow, ProgressRow } from '../data/schema.ts';
import { accessFor } from './list-modules.use-case.ts';

export interface AccessDeps {
  modules: ModulesRepository;
  entitlements: EntitlementsRepository;
}

export interface OpenModule {
  row: ModuleRow;
  rules: ProgressModule;
}

/**
 * The module a learner is working on, refusing unknown or unpublished modules (404) and locked
 * ones (403 with LEARNING_MODULE_LOCKED): module 1 is the free preview, the rest need the course.
 */
export async function openModuleFor(deps: AccessDeps, userId: string, moduleId: number): Promise<OpenModule> {
  // One module with its position, not the whole catalogue with every body: this runs on every write.
  const found = await deps.modules.getPublished(moduleId);
  const { row, moduleNumber } = found ?? moduleNotFound();
  await refuseLocked(deps, userId, moduleNumber);
  return {
    row,
    rules: progressModuleFrom({
      hasVideo: row.videoUrl !== null,
      videoUrl: row.videoUrl,
      content: { sections: row.sections },
      quiz: row.quiz,
    }),
  };
}

export function toModuleProgress(row: ProgressRow | undefined, timeSpent = 0): ModuleProgress | undefined {
  if (!row) return undefined;
  return {
    sectionsCompleted: row.sectionsCompleted,
    progressPercentage: row.progressPercentage,
    completed: row.completed,
    quizCompleted: row.quizCompleted,
    quizScore: row.quizScore,
    videoWatched: row.videoWatched,
    timeSpent,
  };
}

/** Runs a rules step, turning a refused input into a 400 with the rule's code. */
export function applyRule<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (isRulesError(error)) throw new AppError(error.code, error.message, { details: error.details });
    throw error;
  }
}

/**
 * As openModuleFor, for a write that needs none of the module's content (a study heartbeat): only
 * the module's position is read, not its sections and quiz.
 */
export async function checkModuleOpenFor(deps: AccessDeps, userId: string, moduleId: number): Promise<void> {
  await refuseLocked(deps, userId, (await deps.modules.getPublishedPosition(moduleId)) ?? moduleNotFound());
}

function moduleNotFound(): never {
  throw notFound('LEARNING_MODULE_NOT_FOUND', 'The learning module you’re looking for doesn’t exist.');
}

/** Module 1 is the free preview; the others need the course. */
async function refuseLocked(deps: AccessDeps, userId: string, moduleNumber: number): Promise<void> {
  const owns = moduleNumber === 1 ? false : await deps.entitlements.ownsCourse(userId);
  if (accessFor(moduleNumber, owns) === 'locked') {
    throw new AppError('LEARNING_MODULE_LOCKED', 'This module is part of the full course. Get lifetime access to open it.');
  }
}
