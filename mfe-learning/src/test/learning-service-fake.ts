import type {
  LearnerProfile,
  LearningModule,
  OpenQuizAttempt,
  PostProgressRequest,
  ProgressRecord,
  QuizAttemptResponse,
  SaveQuizAnswersRequest,
  SubmitQuizAttemptRequest,
} from '@academy/contracts';
import { nextProgressState, progressModuleFrom, quizRetakeCooldown, scoreQuiz, type GradedAttempt, type ModuleProgress } from '@academy/rules/learning';
import { statsFixture } from './learner-fixtures.ts';
import { summariesOf } from './modules-fixture.ts';

export type AnswerKey = Record<string, { answer: number; explanation: string }>;

type Answer = { status?: number; body?: unknown };
type Handler = (call: { body: unknown }) => Answer;

export interface FakeOpenAttempt {
  id: number;
  startedAt: number;
  deadline: number;
  answers: Record<string, number>;
}

export interface FakeQuizState {
  open?: FakeOpenAttempt;
  graded: GradedAttempt[];
}

/**
 * A stand-in for the learning service's progress and quiz endpoints, applying the same shared rules
 * (as the real service does), so pages can be driven through whole journeys. Quiz attempts run on
 * `Date.now()` (fake timers move it). Returns the routes for stubFetch, the records it holds and
 * the quiz attempts per module.
 */
export function fakeLearningService(
  modules: LearningModule[],
  initial: ProgressRecord[] = [],
  answerKey: AnswerKey = {},
  quizStates: Record<number, FakeQuizState> = {},
) {
  const records = new Map(initial.map((record) => [record.moduleId, record]));
  const quizzes = new Map<number, FakeQuizState>(Object.entries(quizStates).map(([id, state]) => [Number(id), state]));
  let nextAttemptId = 1;
  // The learner's profile: the service stretches each new attempt's deadline by its multiplier.
  const profile: LearnerProfile = { quizTimeMultiplier: 1 };
  const quizStateOf = (moduleId: number): FakeQuizState => {
    const state = quizzes.get(moduleId) ?? { graded: [] };
    quizzes.set(moduleId, state);
    return state;
  };
  const openView = (moduleId: number, open: FakeOpenAttempt): OpenQuizAttempt => ({
    attemptId: open.id,
    moduleId,
    startedAt: new Date(open.startedAt).toISOString(),
    deadline: new Date(open.deadline).toISOString(),
    secondsLeft: Math.max(0, Math.ceil((open.deadline - Date.now()) / 1000)),
    answers: open.answers,
  });
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

  const grade = (module: LearningModule, answers: Record<string, number>): QuizAttemptResponse => {
    const quiz = module.quiz;
    if (!quiz) throw new Error('unreachable');
    const graded = scoreQuiz(
      quiz.questions.map((question) => ({ id: question.id, ...(answerKey[question.id] ?? { answer: 0, explanation: '' }) })),
      answers,
      quiz.passingScore,
    );
    const before = records.get(module.id);
    const progress = nextProgressState(before, { type: 'quiz-submitted', score: graded.score, passed: graded.passed }, progressModuleFrom(module));
    const record = toRecord(module.id, progress);
    records.set(module.id, record);
    const state = quizStateOf(module.id);
    state.graded.push({ submittedAt: new Date(Date.now()), passed: graded.passed });
    return {
      score: graded.score,
      passed: graded.passed,
      correct: graded.correct,
      total: graded.total,
      passingScore: quiz.passingScore,
      // As the service: the score only until the quiz is passed.
      questions: record.quizCompleted
        ? graded.perQuestion.map((item) => ({
            id: item.id,
            chosen: item.chosen,
            isCorrect: item.correct,
            correctOption: item.answer,
            explanation: item.explanation ?? null,
          }))
        : [],
      progress: record,
      moduleJustCompleted: record.completed && !(before?.completed ?? false),
      retryAfterSeconds: quizRetakeCooldown(state.graded, new Date(Date.now())).retryAfterSeconds,
    };
  };
  const envelope = (status: number, code: string, details?: unknown): Answer => ({
    status,
    body: { error: { code, message: code, requestId: 'fake', ...(details ? { details } : {}) } },
  });

  const quizRoutes = Object.fromEntries(
    modules
      .filter((module) => module.quiz)
      .flatMap((module): [string, Handler][] => {
        const base = `/api/modules/${module.id}/quiz-attempt`;
        const quiz = module.quiz;
        if (!quiz) return [];
        return [
          [
            `GET ${base}`,
            () => {
              const state = quizStateOf(module.id);
              return {
                body: {
                  attempt: state.open ? openView(module.id, state.open) : null,
                  retryAfterSeconds: state.open ? 0 : quizRetakeCooldown(state.graded, new Date(Date.now())).retryAfterSeconds,
                },
              };
            },
          ],
          [
            `POST ${base}`,
            () => {
              const state = quizStateOf(module.id);
              if (state.open) return { body: openView(module.id, state.open) };
              const wait = quizRetakeCooldown(state.graded, new Date(Date.now())).retryAfterSeconds;
              if (wait > 0) return envelope(429, 'LEARNING_QUIZ_COOLING_DOWN', { retryAfterSeconds: wait });
              state.open = {
                id: nextAttemptId++,
                startedAt: Date.now(),
                deadline: Date.now() + quiz.timeLimit * profile.quizTimeMultiplier * 60_000,
                answers: {},
              };
              return { status: 201, body: openView(module.id, state.open) };
            },
          ],
          [
            `PATCH ${base}`,
            ({ body }) => {
              const request = body as SaveQuizAnswersRequest;
              const state = quizStateOf(module.id);
              if (!state.open || state.open.id !== request.attemptId) return envelope(409, 'LEARNING_QUIZ_ATTEMPT_NOT_OPEN');
              state.open.answers = { ...state.open.answers, ...request.answers };
              return { body: openView(module.id, state.open) };
            },
          ],
          [
            `POST ${base}/submit`,
            ({ body }) => {
              const request = body as SubmitQuizAttemptRequest;
              const state = quizStateOf(module.id);
              if (!state.open || state.open.id !== request.attemptId) return envelope(409, 'LEARNING_QUIZ_ATTEMPT_NOT_OPEN');
              const answers = { ...state.open.answers, ...request.answers };
              state.open = undefined;
              return { body: grade(module, answers) };
            },
          ],
        ];
      }),
  );

  const routes: Record<string, Answer | Handler> = {
    'GET /api/modules': { body: summariesOf(modules) },
    ...Object.fromEntries(modules.map((module) => [`GET /api/modules/${module.id}`, { body: module }])),
    'GET /api/progress': () => ({ body: [...records.values()] }),
    'POST /api/progress': postProgress,
    'GET /api/stats': { body: statsFixture() },
    'POST /api/study-sessions': { status: 200, body: { sessionId: 'fake' } },
    'GET /api/learner-profile': () => ({ body: { ...profile } }),
    'PUT /api/learner-profile': ({ body }) => {
      profile.quizTimeMultiplier = (body as LearnerProfile).quizTimeMultiplier;
      return { body: { ...profile } };
    },
    ...quizRoutes,
  };
  return { routes, records, quizzes, profile };
}
