/*
 * What the quiz attempt resource (quiz-attempt.use-case) shares: the quiz module and its checks,
 * the retake wait, and grading against the key the browser never sees.
 */
import type { QuizAttemptResponse } from '@academy/contracts';
import { AppError, badRequest, publishEvent } from '@academy/service-kit';
import { nextProgressState, quizRetakeCooldown, scoreQuiz } from '@academy/rules/learning';
import type { LearningTx } from '../data/progress.repository.ts';
import type { QuizAttemptsRepository } from '../data/quiz-attempts.repository.ts';
import type { ProgressRow, StoredQuiz } from '../data/schema.ts';
import { onModuleCompleted, type CompletingLearner } from './issue-certificate.use-case.ts';
import { applyRule, openModuleFor, toModuleProgress, type OpenModule } from './module-access.ts';
import { saveProgress, toProgressRecord, type ProgressDeps } from './record-progress.use-case.ts';
import { recordLearningActivity } from './streak-freeze.use-case.ts';

export interface QuizDeps extends ProgressDeps {
  attempts: QuizAttemptsRepository;
}

export interface QuizModule extends OpenModule {
  quiz: StoredQuiz;
}

/** The module and its quiz, refusing a module without one (404). */
export async function openQuizModule(deps: QuizDeps, userId: string, moduleId: number): Promise<QuizModule> {
  const module = await openModuleFor(deps, userId, moduleId);
  const quiz = module.row.quiz;
  // The one learning code answered two ways (its README says so): 404 here, 400 as a rule's refusal of progress input.
  if (!quiz || quiz.questions.length === 0) throw new AppError('LEARNING_MODULE_HAS_NO_QUIZ', 'This module has no quiz.', { status: 404 });
  return { ...module, quiz };
}

/** 400 for answers to questions the quiz does not have, or options a question does not have. */
export function assertAnswersFit(quiz: StoredQuiz, answers: Record<string, number>): void {
  const byId = new Map(quiz.questions.map((question) => [question.id, question]));
  const invalid = Object.entries(answers).filter(([id, option]) => !byId.has(id) || option >= (byId.get(id)?.options.length ?? 0));
  if (invalid.length) {
    throw badRequest(
      'LEARNING_QUIZ_INVALID_ANSWERS',
      'Some answers do not match this quiz’s questions.',
      invalid.map(([id]) => ({ path: `answers.${id}`, message: 'no such question or option' })),
    );
  }
}

/** 409 while sections remain: the quiz opens once every section is done. */
export function assertQuizUnlocked(module: OpenModule, row: ProgressRow): void {
  if (row.sectionsCompleted.length < module.rules.totalSections) {
    throw new AppError('LEARNING_QUIZ_LOCKED', `Complete all ${module.rules.totalSections} sections to unlock the quiz.`);
  }
}

export function coolingDown(retryAfterSeconds: number): AppError {
  return new AppError(
    'LEARNING_QUIZ_COOLING_DOWN',
    `Take a short break before the next attempt: you can retake the quiz in ${Math.ceil(retryAfterSeconds / 60)} min.`,
    {
      details: { retryAfterSeconds },
    },
  );
}

/** Seconds before a new attempt may start (0: now), from the learner's graded attempts. */
export async function retakeWait(deps: QuizDeps, tx: LearningTx, userId: string, moduleId: number, now: Date): Promise<number> {
  return quizRetakeCooldown(await deps.attempts.graded(tx, userId, moduleId), now).retryAfterSeconds;
}

/**
 * Grades answers against the key the browser never saw, inside the caller's transaction (which
 * holds the progress row lock): the progress record follows the saved-percentage table, the
 * activity and events are recorded. Returns the answer for the page without the attempt's own row,
 * which the caller closes (quiz-attempt.use-case).
 */
export async function gradeAnswers(
  deps: QuizDeps,
  tx: LearningTx,
  learner: CompletingLearner,
  module: QuizModule,
  progressRow: ProgressRow,
  answers: Record<string, number>,
) {
  const userId = learner.id;
  const moduleId = module.row.id;
  const { quiz } = module;
  const previous = toModuleProgress(progressRow);
  const score = scoreQuiz(quiz.questions, answers, quiz.passingScore);
  const next = applyRule(() => nextProgressState(previous, { type: 'quiz-submitted', score: score.score, passed: score.passed }, module.rules));
  const saved = await saveProgress(deps, tx, userId, module.row, next, progressRow);
  await recordLearningActivity(deps, tx, userId, 'quiz', moduleId);
  await publishEvent(tx, { type: 'quiz.submitted', subject: userId, data: { userId, moduleId, score: score.score, passed: score.passed } });
  const justCompleted = next.completed && !previous?.completed;
  if (justCompleted) {
    await publishEvent(tx, { type: 'module.completed', subject: userId, data: { userId, moduleId } });
    await onModuleCompleted(deps, tx, learner);
  }
  // Per-question feedback only once the quiz is passed (now or before): a failed attempt gives
  // the score alone, or a few retakes would find the key by elimination.
  const feedback = next.quizCompleted;
  return {
    score,
    saved,
    finish: (minutesOnModule: number, retryAfterSeconds: number): QuizAttemptResponse => ({
      score: score.score,
      passed: score.passed,
      correct: score.correct,
      total: score.total,
      passingScore: quiz.passingScore,
      questions: feedback
        ? quiz.questions.map((question) => {
            const chosen = answers[question.id] ?? null;
            return { id: question.id, chosen, correctOption: question.answer, isCorrect: chosen === question.answer, explanation: question.explanation };
          })
        : [],
      progress: toProgressRecord(saved, minutesOnModule),
      moduleJustCompleted: justCompleted,
      retryAfterSeconds,
    }),
  };
}
