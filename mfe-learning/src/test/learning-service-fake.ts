import type { LearningModule, PostProgressRequest, ProgressRecord, QuizAttemptRequest, QuizAttemptResponse } from '@academy/contracts';
import { nextProgressState, progressModuleFrom, scoreQuiz, type ModuleProgress } from '@academy/rules/learning';
import { statsFixture } from './learner-fixtures.ts';

export type AnswerKey = Record<string, { answer: number; explanation: string }>;

type Answer = { status?: number; body?: unknown };
type Handler = (call: { body: unknown }) => Answer;

/**
 * A stand-in for the learning service's progress and quiz endpoints, applying the same shared rules
 * (as the real service does), so pages can be driven through whole journeys. Returns the routes for
 * stubFetch and the records it holds.
 */
export function fakeLearningService(modules: LearningModule[], initial: ProgressRecord[] = [], answerKey: AnswerKey = {}) {
  const records = new Map(initial.map((record) => [record.moduleId, record]));
  const toRecord = (moduleId: number, progress: ModuleProgress): ProgressRecord => ({
    moduleId,
    ...progress,
    updatedAt: '2024-05-02T10:00:00.000Z',
  });

  const postProgress: Handler = ({ body }) => {
    const request = body as PostProgressRequest;
    const module = modules.find((item) => item.id === request.moduleId);
    if (!module) return { status: 404, body: { error: { code: 'LEARNING_MODULE_NOT_FOUND', message: 'no module', requestId: 'fake' } } };
    const rules = progressModuleFrom(module);
    let progress: ModuleProgress | undefined = records.get(module.id);
    const marked = [...(request.sectionsCompleted ?? []), ...(request.markSection === undefined ? [] : [request.markSection])];
    for (const index of marked) {
      if (!progress?.sectionsCompleted.includes(index)) progress = nextProgressState(progress, { type: 'section-completed', index }, rules);
    }
    if (request.videoWatched && !progress?.videoWatched) progress = nextProgressState(progress, { type: 'video-watched' }, rules);
    const record = toRecord(module.id, progress ?? nextProgressState(undefined, { type: 'time-spent', minutes: 0 }, rules));
    records.set(module.id, record);
    return { body: record };
  };

  const quizRoutes = Object.fromEntries(
    modules
      .filter((module) => module.quiz)
      .map((module): [string, Handler] => [
        `POST /api/modules/${module.id}/quiz-attempts`,
        ({ body }) => {
          const request = body as QuizAttemptRequest;
          const quiz = module.quiz;
          if (!quiz) throw new Error('unreachable');
          const graded = scoreQuiz(
            quiz.questions.map((question) => ({ id: question.id, ...(answerKey[question.id] ?? { answer: 0, explanation: '' }) })),
            request.answers,
            quiz.passingScore,
          );
          const before = records.get(module.id);
          const progress = nextProgressState(before, { type: 'quiz-submitted', score: graded.score, passed: graded.passed }, progressModuleFrom(module));
          const record = toRecord(module.id, progress);
          records.set(module.id, record);
          const response: QuizAttemptResponse = {
            score: graded.score,
            passed: graded.passed,
            correct: graded.correct,
            total: graded.total,
            passingScore: quiz.passingScore,
            questions: graded.perQuestion.map((item) => {
              const revealed = item.correct || graded.passed;
              return {
                id: item.id,
                chosen: item.chosen,
                isCorrect: item.correct,
                correctOption: revealed ? item.answer : null,
                explanation: revealed ? (item.explanation ?? null) : null,
              };
            }),
            progress: record,
            moduleJustCompleted: record.completed && !(before?.completed ?? false),
          };
          return { status: 201, body: response };
        },
      ]),
  );

  const routes: Record<string, Answer | Handler> = {
    'GET /api/modules': { body: modules },
    'GET /api/progress': () => ({ body: [...records.values()] }),
    'POST /api/progress': postProgress,
    'GET /api/stats': { body: statsFixture() },
    'POST /api/study-sessions': { status: 200, body: { sessionId: 'fake' } },
    ...quizRoutes,
  };
  return { routes, records };
}
