import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { progressModuleFrom, sectionProgressPercent } from '@academy/rules/learning';
import type { MentorContext } from '@academy/web-kit';
import { isMentorPage, type MentorModuleContext, type MentorPage } from './mentor-rules.ts';

/*
 * What a page may tell the mentor through `platform.setMentorContext(ctx)`. Only `page` is
 * required; a module page adds what it knows about the module so the mentor does not have to ask
 * the server:
 *
 *   {
 *     page: 'module',
 *     moduleId: 3,
 *     moduleTitle: 'Chatbots That Qualify Leads',      // else read from GET /api/modules/3
 *     hasQuiz: true,                                     // else read from the module
 *     progress: { completed, quizCompleted, sectionsCompleted },  // else the GET /api/progress record
 *     learningContext: {
 *       currentSection: 'Designing the conversation',  // the section on screen
 *       sectionProgress: 25,                            // percent of sections done
 *       totalSections: 4,                               // to compute sectionProgress when absent
 *     },
 *   }
 *
 * Values of the wrong type are ignored, never trusted.
 */

export interface PageModuleFacts {
  moduleId: number;
  moduleTitle?: string;
  hasQuiz?: boolean;
  completed?: boolean;
  quizCompleted?: boolean;
  sectionsCompleted?: number[];
  currentSection?: string;
  sectionProgress?: number;
  totalSections?: number;
}

export interface ReadPageContext {
  page: MentorPage | null;
  module?: PageModuleFacts;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function percent(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

function indexes(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((item) => count(item) !== undefined) ? (value as number[]) : undefined;
}

/** Reads a page's mentor context defensively (remotes are deployed separately). */
export function readPageContext(context: MentorContext | null): ReadPageContext {
  if (!context || typeof context.page !== 'string' || !isMentorPage(context.page)) return { page: null };
  const page = context.page;
  const moduleId = count(context.moduleId);
  if (page !== 'module' || moduleId === undefined || moduleId === 0) return { page };

  const progress = record(context.progress);
  const learning = record(context.learningContext);
  return {
    page,
    module: {
      moduleId,
      moduleTitle: text(context.moduleTitle),
      hasQuiz: flag(context.hasQuiz),
      completed: flag(progress?.completed),
      quizCompleted: flag(progress?.quizCompleted),
      sectionsCompleted: indexes(progress?.sectionsCompleted),
      currentSection: text(learning?.currentSection),
      sectionProgress: percent(learning?.sectionProgress),
      totalSections: count(learning?.totalSections),
    },
  };
}

/** True when the page left out something the mentor can only learn from the module itself. */
export function needsModuleDetails(facts: PageModuleFacts | undefined): boolean {
  if (!facts) return false;
  return facts.moduleTitle === undefined || facts.hasQuiz === undefined || (facts.sectionProgress === undefined && facts.totalSections === undefined);
}

/**
 * The module the mentor talks about: the page's facts first, then the learner's progress record
 * and the module from the server. Undefined while the title or section progress is unknown.
 */
export function mentorModuleContext(
  facts: PageModuleFacts | undefined,
  progress: ProgressRecord | undefined,
  module: LearningModule | undefined,
): MentorModuleContext | undefined {
  if (!facts) return undefined;
  const title = facts.moduleTitle ?? module?.title;
  const hasQuiz = facts.hasQuiz ?? (module ? progressModuleFrom(module).hasQuiz : undefined);
  const totalSections = facts.totalSections ?? module?.content.sections.length;
  const sectionsDone = (facts.sectionsCompleted ?? progress?.sectionsCompleted ?? []).length;
  const sectionProgress = facts.sectionProgress ?? (totalSections !== undefined ? sectionProgressPercent(sectionsDone, totalSections) : undefined);
  if (title === undefined || hasQuiz === undefined || sectionProgress === undefined) return undefined;

  return {
    id: facts.moduleId,
    title,
    hasQuiz,
    completed: facts.completed ?? progress?.completed ?? false,
    quizCompleted: facts.quizCompleted ?? progress?.quizCompleted ?? false,
    sectionProgress,
    ...(facts.currentSection !== undefined ? { currentSectionTitle: facts.currentSection } : {}),
  };
}
