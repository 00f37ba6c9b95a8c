import type { LearningModule, ModuleAccess } from '@academy/contracts';
import { notFound } from '@academy/service-kit';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { ModulesRepository } from '../data/modules.repository.ts';
import type { ModuleRow } from '../data/schema.ts';

/** Module 1 of the catalogue is the free preview; the rest need the lifetime-access entitlement. */
export function accessFor(moduleNumber: number, ownsCourse: boolean): ModuleAccess {
  if (moduleNumber === 1) return 'preview';
  return ownsCourse ? 'owned' : 'locked';
}

/**
 * The browser's view of a module: numbered within the catalogue, quiz answers removed, and for a
 * locked module no lesson text or quiz questions (only what the course card needs).
 */
export function toPublicModule(row: ModuleRow, moduleNumber: number, totalModules: number, access: ModuleAccess): LearningModule {
  const locked = access === 'locked';
  return {
    id: row.id,
    access,
    title: row.title,
    description: row.description,
    category: row.category,
    moduleNumber,
    totalModules,
    estimatedMinutes: row.estimatedMinutes,
    imageUrl: row.imageUrl,
    difficulty: row.difficulty,
    hasVideo: row.videoUrl !== null,
    videoUrl: locked ? null : row.videoUrl,
    videoThumbnail: row.videoThumbnail,
    learningObjectives: row.learningObjectives,
    content: { sections: row.sections.map((section) => ({ title: section.title, duration: section.duration, content: locked ? '' : section.content })) },
    quiz: row.quiz
      ? {
          timeLimit: row.quiz.timeLimit,
          passingScore: row.quiz.passingScore,
          questions: locked ? [] : row.quiz.questions.map(({ id, question, options }) => ({ id, question, options })),
        }
      : null,
  };
}

export interface CatalogueDeps {
  modules: ModulesRepository;
  entitlements: EntitlementsRepository;
}

async function ownsCourse(deps: CatalogueDeps, userId: string | undefined): Promise<boolean> {
  return userId ? deps.entitlements.ownsCourse(userId) : false;
}

export async function listModules(deps: CatalogueDeps, userId: string | undefined): Promise<LearningModule[]> {
  const [rows, owns] = await Promise.all([deps.modules.listPublished(), ownsCourse(deps, userId)]);
  return rows.map((row, index) => toPublicModule(row, index + 1, rows.length, accessFor(index + 1, owns)));
}

export async function getModule(deps: CatalogueDeps, moduleId: number, userId: string | undefined): Promise<LearningModule> {
  const catalogue = await listModules(deps, userId);
  const found = catalogue.find((module) => module.id === moduleId);
  if (!found) throw notFound('LEARNING_MODULE_NOT_FOUND', 'The learning module you’re looking for doesn’t exist.');
  return found;
}
