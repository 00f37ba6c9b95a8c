import type { QuizAttemptRequest, QuizAttemptResponse } from '@academy/contracts';
import { AppError, badRequest, publishEvent } from '@academy/service-kit';
import { nextProgressState, scoreQuiz } from '@academy/rules/learning';
import type { LearningTx } from '../data/progress.repository.ts';
import { quizAttempts } from '../data/schema.ts';
import { applyRule, openModuleFor, toModuleProgress } from './module-access.ts';
import { saveProgress, toProgressRecord, type ProgressDeps } from './record-progress.use-case.ts';

/**
 * POST /api/modules/{id}/quiz-attempts. The quiz is graded here, against answers the browser
 * never saw. The attempt is kept, the progress record follows the saved-percentage table, and
 * the answers are revealed only for questions answered correctly or once the quiz is passed.
 */
export async function submitQuiz(deps: ProgressDeps, userId: string, moduleId: number, request: QuizAttemptRequest): Promise<QuizAttemptResponse> {
  const module = await openModuleFor(deps, userId, moduleId);
  const quiz = module.row.quiz;
  if (!quiz || quiz.questions.length === 0) throw new AppError('LEARNING_MODULE_HAS_NO_QUIZ', 'This module has no quiz.', { status: 404 });

  const byId = new Map(quiz.questions.map((question) => [question.id, question]));
  const answers = Object.entries(request.answers);
  // A quiz whose time ran out is graded with whatever was answered, even nothing.
  if (answers.length === 0 && !request.timedOut) throw badRequest('LEARNING_QUIZ_NO_ANSWERS', 'Answer at least one question before submitting.');
  const invalid = answers.filter(([id, option]) => !byId.has(id) || option >= (byId.get(id)?.options.length ?? 0));
  if (invalid.length) {
    throw badRequest('LEARNING_QUIZ_INVALID_ANSWERS', 'Some answers do not match this quiz’s questions.', invalid.map(([id]) => ({ path: `answers.${id}`, message: 'no such question or option' })));
  }

  const result = await deps.db.transaction(async (tx: LearningTx) => {
    const previousRow = await deps.progress.forUpdate(tx, userId, moduleId);
    const previous = toModuleProgress(previousRow);
    if ((previous?.sectionsCompleted.length ?? 0) < module.rules.totalSections) {
      throw new AppError('LEARNING_QUIZ_LOCKED', `Complete all ${module.rules.totalSections} sections to unlock the quiz.`, { status: 409 });
    }
    const score = scoreQuiz(quiz.questions, request.answers, quiz.passingScore);
    const next = applyRule(() => nextProgressState(previous, { type: 'quiz-submitted', score: score.score, passed: score.passed }, module.rules));
    await tx.insert(quizAttempts).values({ userId, moduleId, answers: request.answers, score: score.score, passed: score.passed, timedOut: request.timedOut });
    const saved = await saveProgress(deps, tx, userId, moduleId, next, previousRow);
    await deps.activity.record(tx, userId, 'quiz', moduleId);
    await publishEvent(tx, { type: 'quiz.submitted', subject: userId, data: { userId, moduleId, score: score.score, passed: score.passed } });
    const justCompleted = next.completed && !previous?.completed;
    if (justCompleted) await publishEvent(tx, { type: 'module.completed', subject: userId, data: { userId, moduleId } });
    return { score, saved, justCompleted };
  });

  const minutes = await deps.progress.minutesByModule(userId);
  const { score } = result;
  return {
    score: score.score,
    passed: score.passed,
    correct: score.correct,
    total: score.total,
    passingScore: quiz.passingScore,
    questions: quiz.questions.map((question) => {
      const chosen = request.answers[question.id] ?? null;
      const isCorrect = chosen === question.answer;
      const reveal = isCorrect || score.passed;
      return { id: question.id, chosen, correctOption: reveal ? question.answer : null, isCorrect, explanation: reveal ? question.explanation : null };
    }),
    progress: toProgressRecord(result.saved, minutes.get(moduleId) ?? 0),
    moduleJustCompleted: result.justCompleted,
  };
}
