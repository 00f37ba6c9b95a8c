import { RulesError } from './errors.ts';

/*
 * Module progress rules.
 *
 * Two percentages exist and they answer different questions:
 *
 * - The SAVED percentage (`progressPercentage` on the progress record) follows the table below,
 *   by the situation of the latest event:
 *
 *   | Situation                                         | Saved progressPercentage                          |
 *   |---------------------------------------------------|---------------------------------------------------|
 *   | Section marked complete                           | round(done / total × 80)                          |
 *   | Quiz submitted, all sections done, quiz passed    | 100; or 90 if a video URL exists, not yet watched |
 *   | Quiz submitted, all sections done, quiz failed    | 60 with a video URL, else 80                      |
 *   | Quiz submitted, sections not all done             | 50 if passed, else 40                             |
 *
 *   Whenever the module is complete (all sections done, the quiz passed if it has one, the video
 *   watched if it has one), `completed` is true and the saved percentage is 100. A completed module
 *   never goes back.
 *
 * - The DISPLAYED percentage is sections done / total × 60, + 20 if the module has a video and it
 *   was watched, + 20 if the quiz was passed, rounded.
 *
 * "Has a video" means a playable video: the module says it has one AND carries a video URL. A
 * module that claims a video without a URL cannot be watched, so it must not block completion.
 */

export const SECTION_SAVED_WEIGHT = 80;
export const DISPLAY_SECTION_WEIGHT = 60;
export const DISPLAY_VIDEO_WEIGHT = 20;
export const DISPLAY_QUIZ_WEIGHT = 20;

/** The stored progress of one learner on one module. */
export interface ModuleProgress {
  /** Indexes of the sections marked complete, sorted ascending, no duplicates. */
  sectionsCompleted: number[];
  progressPercentage: number;
  completed: boolean;
  /** True once the quiz has been passed; a later failed attempt does not undo it. */
  quizCompleted: boolean;
  /** Best quiz score so far (percent), null before the first attempt. */
  quizScore: number | null;
  videoWatched: boolean;
  /** Minutes spent on the module. */
  timeSpent: number;
}

/** What the progress rules need to know about a module. */
export interface ProgressModule {
  totalSections: number;
  /** The module has a quiz with at least one question. */
  hasQuiz: boolean;
  /** The module has a playable video (hasVideo and a video URL). */
  hasVideo: boolean;
}

/** The parts of a learning module (as in the contracts) the progress rules read. */
export interface ProgressModuleSource {
  hasVideo: boolean;
  videoUrl: string | null;
  content: { sections: readonly unknown[] };
  quiz: { questions: readonly unknown[] } | null;
}

export function progressModuleFrom(module: ProgressModuleSource): ProgressModule {
  return {
    totalSections: module.content.sections.length,
    hasQuiz: module.quiz !== null && module.quiz.questions.length > 0,
    hasVideo: module.hasVideo && typeof module.videoUrl === 'string' && module.videoUrl.trim() !== '',
  };
}

export function emptyProgress(): ModuleProgress {
  return {
    sectionsCompleted: [],
    progressPercentage: 0,
    completed: false,
    quizCompleted: false,
    quizScore: null,
    videoWatched: false,
    timeSpent: 0,
  };
}

function assertCounts(done: number, total: number): void {
  if (!Number.isInteger(done) || !Number.isInteger(total) || done < 0 || total < 0 || done > total) {
    throw new RulesError('LEARNING_INVALID_PROGRESS_INPUT', `Sections done (${done}) must be a whole number between 0 and the total (${total}).`, {
      done,
      total,
    });
  }
}

/** Saved percentage after a section is marked complete: round(done / total × 80); 0 with no sections. */
export function savedPercentOnSectionComplete(done: number, total: number): number {
  assertCounts(done, total);
  if (total === 0) return 0;
  return Math.round((done / total) * SECTION_SAVED_WEIGHT);
}

export interface QuizSubmitSituation {
  allSectionsDone: boolean;
  passed: boolean;
  hasVideoUrl: boolean;
  videoWatched: boolean;
}

/** Saved percentage after a quiz submission, by the spec's table. */
export function savedPercentOnQuizSubmit(situation: QuizSubmitSituation): number {
  const { allSectionsDone, passed, hasVideoUrl, videoWatched } = situation;
  if (!allSectionsDone) return passed ? 50 : 40;
  if (passed) return hasVideoUrl && !videoWatched ? 90 : 100;
  return hasVideoUrl ? 60 : 80;
}

export interface DisplayedPercentInput {
  sectionsDone: number;
  totalSections: number;
  hasVideo: boolean;
  videoWatched: boolean;
  quizPassed: boolean;
  /** A completed module is shown at 100 (it was saved at 100), whatever parts it has. */
  completed?: boolean;
}

/**
 * Displayed percentage: done / total × 60, + 20 for a watched video (only if the module has one),
 * + 20 for a passed quiz, rounded. With no sections the section part counts 0.
 */
export function displayedPercent(input: DisplayedPercentInput): number {
  const { sectionsDone, totalSections, hasVideo, videoWatched, quizPassed, completed } = input;
  if (completed === true) return 100;
  const done = Math.min(Math.max(sectionsDone, 0), Math.max(totalSections, 0));
  const sections = totalSections > 0 ? (done / totalSections) * DISPLAY_SECTION_WEIGHT : 0;
  const video = hasVideo && videoWatched ? DISPLAY_VIDEO_WEIGHT : 0;
  const quiz = quizPassed ? DISPLAY_QUIZ_WEIGHT : 0;
  return Math.round(sections + video + quiz);
}

export interface CompletionInput {
  sectionsDone: number;
  totalSections: number;
  hasQuiz: boolean;
  quizPassed: boolean;
  hasVideo: boolean;
  videoWatched: boolean;
}

/** Complete = every section done, the quiz passed (if any) and the video watched (if any). */
export function isModuleComplete(input: CompletionInput): boolean {
  const { sectionsDone, totalSections, hasQuiz, quizPassed, hasVideo, videoWatched } = input;
  return sectionsDone >= totalSections && (!hasQuiz || quizPassed) && (!hasVideo || videoWatched);
}

/** Share of a module's sections done, as a rounded percent (0 with no sections). */
export function sectionProgressPercent(sectionsDone: number, totalSections: number): number {
  if (totalSections <= 0) return 0;
  return Math.round((Math.min(Math.max(sectionsDone, 0), totalSections) / totalSections) * 100);
}

/** The quiz unlocks once every section is complete. */
export function isQuizUnlocked(sectionsDone: number, totalSections: number): boolean {
  return sectionsDone >= totalSections;
}

export type ProgressEvent =
  | { type: 'section-completed'; index: number }
  | { type: 'quiz-submitted'; score: number; passed: boolean }
  | { type: 'video-watched' }
  | { type: 'time-spent'; minutes: number };

function normaliseSections(sections: readonly number[]): number[] {
  return [...new Set(sections)].sort((a, b) => a - b);
}

function settle(next: ModuleProgress, previous: ModuleProgress, module: ProgressModule): ModuleProgress {
  const complete =
    previous.completed ||
    isModuleComplete({
      sectionsDone: next.sectionsCompleted.length,
      totalSections: module.totalSections,
      hasQuiz: module.hasQuiz,
      quizPassed: next.quizCompleted,
      hasVideo: module.hasVideo,
      videoWatched: next.videoWatched,
    });
  return complete ? { ...next, completed: true, progressPercentage: 100 } : { ...next, completed: false };
}

/**
 * Applies one learner event to a progress record and returns the new record (the input is not
 * changed). Rules:
 * - Sections are one-way: a marked section is never removed; marking it again changes nothing.
 * - A section index outside the module throws LEARNING_SECTION_OUT_OF_RANGE.
 * - A quiz submission keeps the best score, and a pass is kept after a later failed retake; the
 *   saved-percentage table is applied with that kept pass.
 * - A quiz submission on a module without a quiz, or a watched video on a module without a
 *   playable video, is refused: the record only holds what happened.
 * - Once complete, the module stays complete at 100.
 */
export function nextProgressState(previous: ModuleProgress | undefined, event: ProgressEvent, module: ProgressModule): ModuleProgress {
  const base: ModuleProgress = previous ? { ...previous, sectionsCompleted: normaliseSections(previous.sectionsCompleted) } : emptyProgress();

  switch (event.type) {
    case 'section-completed': {
      const { index } = event;
      if (!Number.isInteger(index) || index < 0 || index >= module.totalSections) {
        throw new RulesError('LEARNING_SECTION_OUT_OF_RANGE', `Section ${index} does not exist; this module has ${module.totalSections} sections.`, {
          index,
          totalSections: module.totalSections,
        });
      }
      if (base.sectionsCompleted.includes(index)) return settle(base, base, module);
      const sectionsCompleted = normaliseSections([...base.sectionsCompleted, index]);
      return settle(
        {
          ...base,
          sectionsCompleted,
          progressPercentage: savedPercentOnSectionComplete(sectionsCompleted.length, module.totalSections),
        },
        base,
        module,
      );
    }
    case 'quiz-submitted': {
      if (!module.hasQuiz) {
        throw new RulesError('LEARNING_MODULE_HAS_NO_QUIZ', 'This module has no quiz to submit.');
      }
      const { score, passed } = event;
      if (!Number.isInteger(score) || score < 0 || score > 100) {
        throw new RulesError('LEARNING_INVALID_QUIZ_SCORE', `A quiz score is a whole percent from 0 to 100, not ${score}.`, {
          score,
        });
      }
      const keptPass = base.quizCompleted || passed;
      const quizScore = base.quizScore === null ? score : Math.max(base.quizScore, score);
      const progressPercentage = savedPercentOnQuizSubmit({
        allSectionsDone: base.sectionsCompleted.length >= module.totalSections,
        passed: keptPass,
        hasVideoUrl: module.hasVideo,
        videoWatched: base.videoWatched,
      });
      return settle({ ...base, quizCompleted: keptPass, quizScore, progressPercentage }, base, module);
    }
    case 'video-watched': {
      if (!module.hasVideo) {
        throw new RulesError('LEARNING_MODULE_HAS_NO_VIDEO', 'This module has no video to watch.');
      }
      return settle({ ...base, videoWatched: true }, base, module);
    }
    case 'time-spent': {
      const { minutes } = event;
      if (!Number.isInteger(minutes) || minutes < 0) {
        throw new RulesError('LEARNING_INVALID_TIME_SPENT', `Time spent is a whole number of minutes, not ${minutes}.`, {
          minutes,
        });
      }
      return settle({ ...base, timeSpent: base.timeSpent + minutes }, base, module);
    }
  }
}

/** Displayed percentage of a stored record. */
export function displayedPercentOf(progress: ModuleProgress | undefined, module: ProgressModule): number {
  if (!progress) return 0;
  return displayedPercent({
    sectionsDone: progress.sectionsCompleted.length,
    totalSections: module.totalSections,
    hasVideo: module.hasVideo,
    videoWatched: progress.videoWatched,
    quizPassed: progress.quizCompleted,
    completed: progress.completed,
  });
}

/** The parts of a progress record the Courses page reads. */
export interface CardProgress {
  progressPercentage: number;
  completed: boolean;
}

export type ModuleCardState = 'start' | 'continue' | 'review';

/** Start with no record or 0; Continue above 0 and not completed; Review when completed. */
export function moduleCardState(progress: CardProgress | undefined): ModuleCardState {
  if (!progress) return 'start';
  if (progress.completed) return 'review';
  return progress.progressPercentage > 0 ? 'continue' : 'start';
}

/** Dashboard overall progress: round(completed / total × 100); 0 with no modules. */
export function overallProgress(completedCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(completedCount, 0), total) / total) * 100);
}
