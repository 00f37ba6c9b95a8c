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
import { parse } from 'yaml';
import { summaryOf } from '../features/modules/module-summary.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const SECTION_HEADING = /^## (.+)$/gm;
const DURATION = /<!--\s*duration:\s*(\d+)\s*-->/;

/** The module files' format, as the service's loader reads it (services/learning/src/data/content-loader.ts). */
function sectionsOf(fileName: string, body: string): LearningModule['content']['sections'] {
  const headings = [...body.matchAll(SECTION_HEADING)];
  if (headings.length === 0) throw new Error(`${fileName}: no sections (## headings)`);
  return headings.map((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? body.length;
    const raw = body.slice(start, end);
    const duration = DURATION.exec(raw);
    return { title: (heading[1] ?? '').trim(), duration: duration ? Number(duration[1]) : 0, content: raw.replace(DURATION, '').trim() };
  });
}

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
}

/**
 * One module file as its owner would read it, whole: YAML front matter (the quiz's answers and
 * explanations left out, as the browser never gets them), then one `## ` section each with a
 * `<!-- duration: N -->`. Its place in the catalogue is set by `shippedCatalogue`.
 */
export function parseModuleFile(fileName: string, text: string): LearningModule {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${fileName}: missing YAML front matter`);
  const meta = (parse(match[1] ?? '') ?? {}) as Record<string, unknown>;
  const videoUrl = meta.videoUrl ?? null;
  const quiz = (meta.quiz ?? null) as { timeLimit?: unknown; passingScore?: unknown; questions?: unknown } | null;
  const questions = Array.isArray(quiz?.questions) ? (quiz.questions as Record<string, unknown>[]) : quiz?.questions;
  const module = learningModuleSchema.safeParse({
    id: meta.id,
    access: 'owned',
    title: meta.title,
    description: meta.description,
    category: meta.category,
    moduleNumber: 1,
    totalModules: 1,
    estimatedMinutes: meta.estimatedMinutes,
    imageUrl: meta.imageUrl ?? null,
    difficulty: meta.difficulty,
    hasVideo: videoUrl !== null,
    videoUrl,
    videoThumbnail: meta.videoThumbnail ?? null,
    learningObjectives: meta.learningObjectives,
    content: { sections: sectionsOf(fileName, match[2] ?? '') },
    quiz: quiz && {
      timeLimit: quiz.timeLimit,
      passingScore: quiz.passingScore,
      questions: Array.isArray(questions) ? questions.map(({ id, question, options }) => ({ id, question, options })) : questions,
    },
  });
  if (!module.success) throw new Error(`${fileName}: ${problemsOf(module.error.issues)}`);
  return module.data;
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
  const parsed = files.map(({ name, text }) => parseModuleFile(name, text)).sort((a, b) => a.id - b.id);
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
