import type { LearningModule, ModuleAccess, ModuleSummary } from '@academy/contracts';
import { notFound } from '@academy/service-kit';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { ModuleSummaryRow, ModulesRepository } from '../data/modules.repository.ts';
import type { ProgressRepository } from '../data/progress.repository.ts';
import type { ModuleRow, ProgressRow } from '../data/schema.ts';

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
  progress: Pick<ProgressRepository, 'listForUser'>;
}

async function ownsCourse(deps: Pick<CatalogueDeps, 'entitlements'>, userId: string | undefined): Promise<boolean> {
  return userId ? deps.entitlements.ownsCourse(userId) : false;
}

/** A module as the catalogue list shows it: no section body, no quiz question. */
export function toModuleSummary(
  row: ModuleSummaryRow,
  moduleNumber: number,
  totalModules: number,
  access: ModuleAccess,
  progress: ProgressRow | undefined,
): ModuleSummary {
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
    videoThumbnail: row.videoThumbnail,
    sectionCount: row.sectionCount,
    hasQuiz: row.hasQuiz,
    progress: progress
      ? { progressPercentage: progress.progressPercentage, completed: progress.completed, sectionsCompleted: progress.sectionsCompleted.length }
      : null,
  };
}

/** GET /api/modules: the catalogue in course order with the caller's progress, without bodies. */
export async function listModules(deps: CatalogueDeps, userId: string | undefined): Promise<ModuleSummary[]> {
  const [rows, owns, progress] = await Promise.all([
    deps.modules.listSummaries(),
    ownsCourse(deps, userId),
    userId ? deps.progress.listForUser(userId) : Promise.resolve([]),
  ]);
  const byModule = new Map(progress.map((record) => [record.moduleId, record]));
  return rows.map((row, index) => toModuleSummary(row, index + 1, rows.length, accessFor(index + 1, owns), byModule.get(row.id)));
}

/** A published module's body in each access a caller may have to it, as the service sends it. */
export interface PreparedModule<Answer> {
  moduleNumber: number;
  /** 'preview' for module 1 (everyone's), 'owned' and 'locked' for the others. */
  answers: Partial<Record<ModuleAccess, Answer>>;
}

/**
 * Every published module's body, in each access a caller may have, turned by `prepare` into what
 * the service sends. The catalogue changes only with a deploy (start() syncs it from the content
 * files before the service listens, and every process syncs the same files), so a process
 * prepares these once instead of reading, checking and serialising a body for every request.
 */
export async function prepareModuleBodies<Answer>(
  deps: Pick<CatalogueDeps, 'modules'>,
  prepare: (module: LearningModule) => Answer,
): Promise<ReadonlyMap<number, PreparedModule<Answer>>> {
  const rows = await deps.modules.listPublished();
  return new Map(
    rows.map((row, index) => {
      const moduleNumber = index + 1;
      const answer = (access: ModuleAccess) => prepare(toPublicModule(row, moduleNumber, rows.length, access));
      const answers = moduleNumber === 1 ? { preview: answer('preview') } : { owned: answer('owned'), locked: answer('locked') };
      return [row.id, { moduleNumber, answers }];
    }),
  );
}

/**
 * GET /api/modules/{id}: the module's prepared body for the caller's access (lesson text and
 * questions only where the caller has access), or LEARNING_MODULE_NOT_FOUND.
 */
export async function moduleBodyFor<Answer>(
  deps: Pick<CatalogueDeps, 'entitlements'>,
  prepared: ReadonlyMap<number, PreparedModule<Answer>>,
  moduleId: number,
  userId: string | undefined,
): Promise<Answer> {
  const found = prepared.get(moduleId);
  if (!found) throw notFound('LEARNING_MODULE_NOT_FOUND', 'The learning module you’re looking for doesn’t exist.');
  const owns = found.moduleNumber === 1 ? false : await ownsCourse(deps, userId);
  const access = accessFor(found.moduleNumber, owns);
  const answer = found.answers[access];
  if (answer === undefined) throw new Error(`module ${moduleId} has no prepared ${access} body`);
  return answer;
}
