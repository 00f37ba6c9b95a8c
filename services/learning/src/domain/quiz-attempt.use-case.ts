import type { OpenQuizAttempt, QuizAttemptResponse, QuizAttemptStateResponse, SaveQuizAnswersRequest, SubmitQuizAttemptRequest } from '@academy/contracts';
import { AppError, badRequest } from '@academy/service-kit';
import type { LearnerRepository } from '../data/learner.repository.ts';
import type { LearningTx } from '../data/progress.repository.ts';
import type { QuizAttemptRow } from '../data/schema.ts';
import type { CompletingLearner } from './issue-certificate.use-case.ts';
import { assertAnswersFit, assertQuizUnlocked, coolingDown, gradeAnswers, openQuizModule, retakeWait, type QuizDeps, type QuizModule } from './quiz-grading.ts';

/*
 * The quiz attempt resource: the service owns an attempt's clock. Starting stores the start and
 * the deadline (start + the quiz's time limit × the learner's quiz time multiplier); answers are saved as they are given; a reload or
 * Back reads the open attempt and resumes it with the time that is really left; submitting grades
 * it. Every step holds the learner's progress row lock on the module, so two tabs or a double
 * click never open two attempts or grade one twice.
 */

/** Answers and submissions this late after the deadline still count: the request was on its way. */
export const DEADLINE_GRACE_SECONDS = 5;

function deadlineOf(row: QuizAttemptRow): Date {
  if (!row.deadline) throw new Error(`open quiz attempt ${row.id} has no deadline`);
  return row.deadline;
}

function toOpenAttempt(row: QuizAttemptRow, now: Date): OpenQuizAttempt {
  const deadline = deadlineOf(row);
  return {
    attemptId: row.id,
    moduleId: row.moduleId,
    startedAt: row.startedAt.toISOString(),
    deadline: deadline.toISOString(),
    secondsLeft: Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000)),
    answers: row.answers,
  };
}

const pastGrace = (row: QuizAttemptRow, now: Date) => now.getTime() > deadlineOf(row).getTime() + DEADLINE_GRACE_SECONDS * 1000;

function notOpen(): AppError {
  return new AppError('LEARNING_QUIZ_ATTEMPT_NOT_OPEN', 'This quiz attempt is no longer open. Reload the page to see your result or start again.');
}

/** Grades an open attempt in the caller's transaction and closes it. */
async function gradeOpenAttempt(
  deps: QuizDeps,
  tx: LearningTx,
  learner: CompletingLearner,
  module: QuizModule,
  row: QuizAttemptRow,
  answers: Record<string, number>,
  now: Date,
) {
  const progressRow = await deps.progress.lockOrCreate(tx, learner.id, module.row.id);
  const graded = await gradeAnswers(deps, tx, learner, module, progressRow, answers);
  await deps.attempts.grade(tx, row.id, {
    answers,
    score: graded.score.score,
    passed: graded.score.passed,
    timedOut: now.getTime() > deadlineOf(row).getTime(),
    submittedAt: now,
  });
  return graded;
}

/** GET /api/modules/{id}/quiz-attempt: the open attempt (its time left may be 0) and the retake wait. */
export async function getQuizAttempt(deps: QuizDeps, userId: string, moduleId: number, now = new Date()): Promise<QuizAttemptStateResponse> {
  await openQuizModule(deps, userId, moduleId);
  return deps.transaction(async (tx) => {
    const open = await deps.attempts.open(tx, userId, moduleId);
    return {
      attempt: open ? toOpenAttempt(open, now) : null,
      retryAfterSeconds: open ? 0 : await retakeWait(deps, tx, userId, moduleId, now),
    };
  });
}

/**
 * POST /api/modules/{id}/quiz-attempt: starts an attempt, or answers the one already open (a
 * second tab, a repeated click). An open attempt whose time ran out long ago is graded first, as
 * the page's timer would have done. Refused with 429 LEARNING_QUIZ_COOLING_DOWN while retakes wait.
 */
export async function startQuizAttempt(
  deps: QuizDeps & { learner: Pick<LearnerRepository, 'quizTimeMultiplier'> },
  learner: CompletingLearner,
  moduleId: number,
  now = new Date(),
): Promise<{ attempt: OpenQuizAttempt; created: boolean }> {
  const userId = learner.id;
  const module = await openQuizModule(deps, userId, moduleId);
  const outcome = await deps.transaction(async (tx) => {
    const progressRow = await deps.progress.lockOrCreate(tx, userId, moduleId);
    assertQuizUnlocked(module, progressRow);
    const open = await deps.attempts.open(tx, userId, moduleId);
    if (open && !pastGrace(open, now)) return { kind: 'open', attempt: toOpenAttempt(open, now), created: false } as const;
    if (open) await gradeOpenAttempt(deps, tx, learner, module, open, open.answers, now);
    const wait = await retakeWait(deps, tx, userId, moduleId, now);
    // Answered after the commit, so an expired attempt graded above stays graded.
    if (wait > 0) return { kind: 'wait', wait } as const;
    // The learner's quiz time multiplier (profile setting, WCAG 2.2.1) stretches the limit; the
    // deadline is still the server's, and auto-submit at 0 stays as the spec has it.
    const multiplier = await deps.learner.quizTimeMultiplier(userId, tx);
    const row = await deps.attempts.start(tx, {
      userId,
      moduleId,
      startedAt: now,
      deadline: new Date(now.getTime() + module.quiz.timeLimit * multiplier * 60_000),
    });
    return { kind: 'open', attempt: toOpenAttempt(row, now), created: true } as const;
  });
  if (outcome.kind === 'wait') throw coolingDown(outcome.wait);
  return { attempt: outcome.attempt, created: outcome.created };
}

/** PATCH /api/modules/{id}/quiz-attempt: merges the answers given so far into the open attempt. */
export async function saveQuizAnswers(
  deps: QuizDeps,
  userId: string,
  moduleId: number,
  request: SaveQuizAnswersRequest,
  now = new Date(),
): Promise<OpenQuizAttempt> {
  const module = await openQuizModule(deps, userId, moduleId);
  assertAnswersFit(module.quiz, request.answers);
  return deps.transaction(async (tx) => {
    await deps.progress.lockOrCreate(tx, userId, moduleId);
    const open = await deps.attempts.open(tx, userId, moduleId);
    if (!open || open.id !== request.attemptId) throw notOpen();
    if (pastGrace(open, now)) throw new AppError('LEARNING_QUIZ_TIME_UP', 'The time for this attempt is up; it is graded with the answers saved in time.');
    return toOpenAttempt(await deps.attempts.saveAnswers(tx, open.id, request.answers), now);
  });
}

/**
 * POST /api/modules/{id}/quiz-attempt/submit: grades the open attempt with its saved answers and
 * the last ones sent. After the deadline (and its grace) only the answers saved in time count, and
 * the attempt is graded as timed out even with no answers; before it, at least one answer is needed.
 */
export async function submitQuizAttempt(
  deps: QuizDeps,
  learner: CompletingLearner,
  moduleId: number,
  request: SubmitQuizAttemptRequest,
  now = new Date(),
): Promise<QuizAttemptResponse> {
  const userId = learner.id;
  const module = await openQuizModule(deps, userId, moduleId);
  assertAnswersFit(module.quiz, request.answers);
  const graded = await deps.transaction(async (tx) => {
    await deps.progress.lockOrCreate(tx, userId, moduleId);
    const open = await deps.attempts.open(tx, userId, moduleId);
    if (!open || open.id !== request.attemptId) throw notOpen();
    const late = pastGrace(open, now);
    const answers = late ? open.answers : { ...open.answers, ...request.answers };
    const timedOut = now.getTime() > deadlineOf(open).getTime();
    if (Object.keys(answers).length === 0 && !timedOut) throw badRequest('LEARNING_QUIZ_NO_ANSWERS', 'Answer at least one question before submitting.');
    const result = await gradeOpenAttempt(deps, tx, learner, module, open, answers, now);
    // The wait before a retake, counting this attempt: the page shows it without reading the state again.
    return { ...result, retryAfterSeconds: await retakeWait(deps, tx, userId, moduleId, now) };
  });
  const minutes = await deps.progress.minutesByModule(userId);
  return graded.finish(minutes.get(moduleId) ?? 0, graded.retryAfterSeconds);
}

/**
 * POST /api/modules/{id}/quiz-attempts, the first API's grading in one request (the client saying
 * whether its time ran out), is retired: every graded attempt was started on the service's clock
 * (docs/decisions/007-learning-rules-beyond-the-spec.md). It is gone, not unknown: 410, and the way
 * that replaced it.
 */
export function refuseOneRequestGrading(): never {
  throw new AppError(
    'LEARNING_QUIZ_ATTEMPTS_RETIRED',
    'Grading a quiz in one request is retired: start an attempt with POST /api/modules/{id}/quiz-attempt, then submit it.',
  );
}
