import { RulesError } from './errors.ts';

/*
 * Quiz rules: grading (run by the service, which alone knows the answers), the countdown format,
 * the quiz session state machine the page runs, and the result toast texts.
 */

/** A question as the grader sees it: with the index of its correct option. */
export interface GradableQuestion {
  id: string;
  answer: number;
  explanation?: string;
}

/** Chosen option index per question id. */
export type QuizAnswers = Readonly<Record<string, number>>;

export { quizAnswersSchema } from '@academy/contracts';

export interface QuestionResult {
  id: string;
  /** The option the learner chose, null if unanswered. */
  chosen: number | null;
  correct: boolean;
  /** The correct option. */
  answer: number;
  explanation?: string;
}

export interface QuizScore {
  /** Rounded percent of correct answers over ALL questions (unanswered count as wrong). */
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  perQuestion: QuestionResult[];
}

/** Grades an attempt. Answers to unknown question ids are ignored. Pass if score >= passingScore. */
export function scoreQuiz(questions: readonly GradableQuestion[], answers: QuizAnswers, passingScore: number): QuizScore {
  if (questions.length === 0) {
    throw new RulesError('LEARNING_QUIZ_HAS_NO_QUESTIONS', 'A quiz without questions cannot be graded.');
  }
  const perQuestion = questions.map((q): QuestionResult => {
    const chosen = Object.hasOwn(answers, q.id) ? (answers[q.id] ?? null) : null;
    const result: QuestionResult = { id: q.id, chosen, correct: chosen === q.answer, answer: q.answer };
    if (q.explanation !== undefined) result.explanation = q.explanation;
    return result;
  });
  const correct = perQuestion.filter((r) => r.correct).length;
  const total = questions.length;
  const score = Math.round((correct / total) * 100);
  return { score, correct, total, passed: score >= passingScore, perQuestion };
}

export function timeLimitSeconds(timeLimitMinutes: number): number {
  return timeLimitMinutes * 60;
}

/*
 * Quiz session state machine.
 *
 *   not-started --start--> running --submit (≥ 1 answer)--> submitting --graded--> finished
 *                          running --tick at 0--> submitting (autoSubmitted)
 *                          submitting --submit-failed--> running (submitFailed)
 *                          finished (failed) --retake--> running, answers cleared, full timer
 *   not-started --resume--> running with the saved answers and the time the service says is left
 *                           (submitting at once, autoSubmitted, when none is left)
 *
 * 'submitting' is the wait for the service's grade. Refused actions return the same state object.
 */

export type QuizStatus = 'not-started' | 'running' | 'submitting' | 'finished';

export interface QuizSessionQuestion {
  id: string;
  optionCount: number;
}

export interface QuizGrade {
  score: number;
  passed: boolean;
}

export interface QuizSessionState {
  status: QuizStatus;
  questions: readonly QuizSessionQuestion[];
  timeLimitSeconds: number;
  currentIndex: number;
  answers: QuizAnswers;
  secondsLeft: number;
  /** The timer ran out and submitted the attempt. */
  autoSubmitted: boolean;
  /** The last submission did not reach the service; the learner may submit again. */
  submitFailed: boolean;
  result: QuizGrade | null;
}

export type QuizAction =
  | { type: 'start' }
  | { type: 'answer'; questionId: string; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'tick' }
  | { type: 'submit' }
  | { type: 'graded'; result: QuizGrade }
  | { type: 'submit-failed' }
  | { type: 'retake' }
  | { type: 'resume'; answers: QuizAnswers; secondsLeft: number };

export interface QuizSessionSource {
  timeLimit: number;
  questions: readonly { id: string; options: readonly unknown[] }[];
}

export function initialQuizState(quiz: QuizSessionSource): QuizSessionState {
  const seconds = timeLimitSeconds(quiz.timeLimit);
  return {
    status: 'not-started',
    questions: quiz.questions.map((q) => ({ id: q.id, optionCount: q.options.length })),
    timeLimitSeconds: seconds,
    currentIndex: 0,
    answers: {},
    secondsLeft: seconds,
    autoSubmitted: false,
    submitFailed: false,
    result: null,
  };
}

export function currentQuestionId(state: QuizSessionState): string | undefined {
  return state.questions[state.currentIndex]?.id;
}

export function isCurrentAnswered(state: QuizSessionState): boolean {
  const id = currentQuestionId(state);
  return id !== undefined && Object.hasOwn(state.answers, id);
}

export function isLastQuestion(state: QuizSessionState): boolean {
  return state.currentIndex === state.questions.length - 1;
}

export function answeredCount(state: QuizSessionState): number {
  return state.questions.filter((q) => Object.hasOwn(state.answers, q.id)).length;
}

/** Next is enabled only while running, off the last question, with the current question answered. */
export function canGoNext(state: QuizSessionState): boolean {
  return state.status === 'running' && !isLastQuestion(state) && isCurrentAnswered(state);
}

export function canGoPrevious(state: QuizSessionState): boolean {
  return state.status === 'running' && state.currentIndex > 0;
}

/**
 * Submit needs at least one answer. Once time is up (a failed automatic submission) the attempt may
 * be sent as it is, so a learner is never stuck.
 */
export function canSubmit(state: QuizSessionState): boolean {
  return state.status === 'running' && (answeredCount(state) > 0 || state.secondsLeft <= 0);
}

/** 'Retake Quiz' is offered only after a failed attempt. */
export function canRetake(state: QuizSessionState): boolean {
  return state.status === 'finished' && state.result !== null && !state.result.passed;
}

/** The bar over the questions: position of the current question, as a rounded percent. */
export function quizProgressPercent(state: QuizSessionState): number {
  if (state.questions.length === 0) return 0;
  return Math.round(((state.currentIndex + 1) / state.questions.length) * 100);
}

export function quizReducer(state: QuizSessionState, action: QuizAction): QuizSessionState {
  switch (action.type) {
    case 'start':
      if (state.status !== 'not-started' || state.questions.length === 0) return state;
      return { ...state, status: 'running', currentIndex: 0, secondsLeft: state.timeLimitSeconds };
    case 'answer': {
      if (state.status !== 'running') return state;
      const question = state.questions.find((q) => q.id === action.questionId);
      if (!question) return state;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option >= question.optionCount) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.option } };
    }
    case 'next':
      if (!canGoNext(state)) return state;
      return { ...state, currentIndex: state.currentIndex + 1 };
    case 'previous':
      if (!canGoPrevious(state)) return state;
      return { ...state, currentIndex: state.currentIndex - 1 };
    case 'tick': {
      if (state.status !== 'running' || state.secondsLeft <= 0) return state;
      const secondsLeft = state.secondsLeft - 1;
      if (secondsLeft > 0) return { ...state, secondsLeft };
      return { ...state, secondsLeft: 0, status: 'submitting', autoSubmitted: true, submitFailed: false };
    }
    case 'submit':
      if (!canSubmit(state)) return state;
      return { ...state, status: 'submitting', submitFailed: false };
    case 'graded':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'finished', result: action.result };
    case 'submit-failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'running', submitFailed: true };
    case 'retake':
      if (!canRetake(state)) return state;
      return {
        ...state,
        status: 'running',
        currentIndex: 0,
        answers: {},
        secondsLeft: state.timeLimitSeconds,
        autoSubmitted: false,
        submitFailed: false,
        result: null,
      };
    case 'resume': {
      // A reload or Back returns to the attempt the service keeps open: its answers, its clock.
      if (state.status !== 'not-started' || state.questions.length === 0) return state;
      const known = new Map(state.questions.map((q) => [q.id, q.optionCount]));
      const answers = Object.fromEntries(
        Object.entries(action.answers).filter(([id, option]) => Number.isInteger(option) && option >= 0 && option < (known.get(id) ?? 0)),
      );
      const secondsLeft = Math.max(0, Math.min(state.timeLimitSeconds, Math.ceil(action.secondsLeft)));
      const firstOpen = state.questions.findIndex((q) => !Object.hasOwn(answers, q.id));
      const currentIndex = firstOpen === -1 ? state.questions.length - 1 : firstOpen;
      if (secondsLeft === 0) return { ...state, answers, currentIndex, secondsLeft: 0, status: 'submitting', autoSubmitted: true, submitFailed: false };
      return { ...state, answers, currentIndex, secondsLeft, status: 'running' };
    }
  }
}

/*
 * Retake cool-down. A failed attempt answers the score only, and the score still moves when one
 * answer changes; unlimited immediate retakes would reveal the key by elimination. So while the
 * quiz is not passed, the first FREE_FAILED_ATTEMPTS failures in a row may be retaken at once;
 * after that each new attempt waits, doubling from QUIZ_COOLDOWN_BASE_SECONDS up to
 * QUIZ_COOLDOWN_MAX_SECONDS, counted from the last failure. Once the quiz is passed the key has
 * been shown, so practice retakes are never held back.
 */
export const FREE_FAILED_ATTEMPTS = 2;
export const QUIZ_COOLDOWN_BASE_SECONDS = 5 * 60;
export const QUIZ_COOLDOWN_MAX_SECONDS = 60 * 60;

export interface GradedAttempt {
  submittedAt: Date;
  passed: boolean;
}

export interface QuizCooldown {
  allowed: boolean;
  /** Whole seconds until a new attempt may start; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Whether a new attempt may start at `now`, given the learner's graded attempts on the module (any order). */
export function quizRetakeCooldown(attempts: readonly GradedAttempt[], now: Date): QuizCooldown {
  const ordered = [...attempts].sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  if (ordered.some((attempt) => attempt.passed)) return { allowed: true, retryAfterSeconds: 0 };
  const failures = ordered.length;
  const last = ordered[failures - 1];
  if (!last || failures < FREE_FAILED_ATTEMPTS) return { allowed: true, retryAfterSeconds: 0 };
  const wait = Math.min(QUIZ_COOLDOWN_MAX_SECONDS, QUIZ_COOLDOWN_BASE_SECONDS * 2 ** (failures - FREE_FAILED_ATTEMPTS));
  const left = Math.ceil((last.submittedAt.getTime() + wait * 1000 - now.getTime()) / 1000);
  return left > 0 ? { allowed: false, retryAfterSeconds: left } : { allowed: true, retryAfterSeconds: 0 };
}
