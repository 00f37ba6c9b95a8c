// The learning modules as they ship with the slice (services/learning/content/modules/*.md, which
// the learning service loads into its database), read at build time and turned into what the API
// answers a signed-in learner who has bought nothing. The build draws the pages from them; the
// front end's bundle never holds them.
import {
  learningModuleSchema,
  moduleResponseSchema,
  modulesResponseSchema,
  type LearningModule,
  type ModuleAccess,
  type ModuleSummary,
} from '@academy/contracts';
import { parseModuleFile } from '@academy/rules/learning/module-file';
import { summaryOf } from '../features/modules/module-summary.ts';

/**
 * One module file (the format: @academy/rules/learning/module-file) as the API would answer its
 * owner, whole but for the quiz's answers and explanations, which the browser never gets. Its
 * place in the catalogue is set by `shippedCatalogue`.
 */
export function moduleOfFile(fileName: string, text: string): LearningModule {
  const { meta, sections } = parseModuleFile(fileName, text);
  return learningModuleSchema.parse({
    ...meta,
    access: 'owned',
    moduleNumber: 1,
    totalModules: 1,
    hasVideo: meta.videoUrl !== null,
    content: { sections },
    quiz: meta.quiz && { ...meta.quiz, questions: meta.quiz.questions.map(({ id, question, options }) => ({ id, question, options })) },
  });
}

/** Module 1 is the free preview for everyone; the others are locked until the course is bought (the contracts' ModuleAccess). */
function accessWithoutTheCourse(moduleNumber: number): ModuleAccess {
  return moduleNumber === 1 ? 'preview' : 'locked';
}

export interface ShippedCatalogue {
  /** GET /api/modules: the list in course order, nobody's progress on it. */
  summaries: ModuleSummary[];
  /** GET /api/modules/{id}: each module, a locked one without its lessons' text or quiz questions. */
  modules: LearningModule[];
}

/**
 * The catalogue the API answers a signed-in learner without the course, from the module files:
 * in id order, numbered from 1; a locked module's lessons and questions left out, as the service
 * leaves them out (this is published in every learner's page).
 */
export function shippedCatalogue(files: readonly { name: string; text: string }[]): ShippedCatalogue {
  const parsed = files.map(({ name, text }) => moduleOfFile(name, text)).sort((a, b) => a.id - b.id);
  const ids = new Set(parsed.map((module) => module.id));
  if (ids.size !== parsed.length) throw new Error('A module id is used by more than one file');
  const total = parsed.length;
  const modules = parsed.map((whole, index): LearningModule => {
    const access = accessWithoutTheCourse(index + 1);
    const locked = access === 'locked';
    return moduleResponseSchema.parse({
      ...whole,
      access,
      moduleNumber: index + 1,
      totalModules: total,
      videoUrl: locked ? null : whole.videoUrl,
      content: { sections: whole.content.sections.map((section) => ({ ...section, content: locked ? '' : section.content })) },
      quiz: whole.quiz && { ...whole.quiz, questions: locked ? [] : whole.quiz.questions },
    });
  });
  const summaries = modulesResponseSchema.parse(modules.map((module, index) => summaryOf(module, (parsed[index]?.quiz?.questions.length ?? 0) > 0)));
  return { summaries, modules };
}
