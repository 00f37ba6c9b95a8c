import { describe, expect, it } from 'vitest';
import {
  RulesError,
  answeredCount,
  canGoNext,
  canGoPrevious,
  canRetake,
  canSubmit,
  currentQuestionId,
  initialQuizState,
  isLastQuestion,
  quizAnswersSchema,
  quizProgressPercent,
  quizReducer,
  quizRetakeCooldown,
  scoreQuiz,
  timeLimitSeconds,
} from '../../src/learning/index.ts';
import type { QuizAction, QuizSessionState } from '../../src/learning/index.ts';

const key = [
  { id: 'q1', answer: 1, explanation: 'CAC is cost divided by customers won.' },
  { id: 'q2', answer: 0 },
  { id: 'q3', answer: 3 },
];

describe('scoreQuiz', () => {
  it('all correct scores 100 and passes', () => {
    const result = scoreQuiz(key, { q1: 1, q2: 0, q3: 3 }, 70);
    expect(result).toMatchObject({ score: 100, correct: 3, total: 3, passed: true });
  });

  it('scores the rounded percent over all questions, unanswered counting as wrong', () => {
    expect(scoreQuiz(key, { q1: 1 }, 70)).toMatchObject({ score: 33, correct: 1, total: 3, passed: false });
    expect(scoreQuiz(key, { q1: 1, q2: 0 }, 70)).toMatchObject({ score: 67, correct: 2, passed: false });
  });

  it('passes exactly at the passing score and fails one point below', () => {
    expect(scoreQuiz(key, { q1: 1, q2: 0 }, 67).passed).toBe(true);
    expect(scoreQuiz(key, { q1: 1, q2: 0 }, 68).passed).toBe(false);
  });

  it('reports each question with the choice, correctness, the answer and any explanation', () => {
    const result = scoreQuiz(key, { q1: 1, q2: 2 }, 70);
    expect(result.perQuestion).toEqual([
      { id: 'q1', chosen: 1, correct: true, answer: 1, explanation: 'CAC is cost divided by customers won.' },
      { id: 'q2', chosen: 2, correct: false, answer: 0 },
      { id: 'q3', chosen: null, correct: false, answer: 3 },
    ]);
  });

  it('ignores answers to questions the quiz does not have', () => {
    expect(scoreQuiz(key, { q9: 0, q1: 1 }, 70)).toMatchObject({ correct: 1, total: 3 });
  });

  it('does not take inherited properties as answers', () => {
    const questions = [{ id: 'toString', answer: 0 }];
    expect(scoreQuiz(questions, {}, 50)).toMatchObject({ correct: 0, score: 0 });
  });

  it('with no questions, throws LEARNING_QUIZ_HAS_NO_QUESTIONS', () => {
    expect(() => scoreQuiz([], {}, 70)).toThrow(RulesError);
    try {
      scoreQuiz([], {}, 70);
    } catch (error) {
      expect((error as RulesError).code).toBe('LEARNING_QUIZ_HAS_NO_QUESTIONS');
    }
  });
});

describe('quizAnswersSchema', () => {
  it('accepts option indexes by question id', () => {
    expect(quizAnswersSchema.parse({ q1: 0, q2: 3 })).toEqual({ q1: 0, q2: 3 });
  });

  it('refuses negative or fractional indexes', () => {
    expect(quizAnswersSchema.safeParse({ q1: -1 }).success).toBe(false);
    expect(quizAnswersSchema.safeParse({ q1: 1.5 }).success).toBe(false);
  });
});

describe('timeLimitSeconds', () => {
  it('is minutes × 60', () => {
    expect(timeLimitSeconds(10)).toBe(600);
  });
});

const quiz = {
  timeLimit: 2,
  questions: [
    { id: 'q1', options: ['a', 'b', 'c'] },
    { id: 'q2', options: ['a', 'b'] },
    { id: 'q3', options: ['a', 'b', 'c', 'd'] },
  ],
};

function run(state: QuizSessionState, actions: QuizAction[]): QuizSessionState {
  return actions.reduce(quizReducer, state);
}

function ticks(count: number): QuizAction[] {
  return Array.from({ length: count }, () => ({ type: 'tick' }) as const);
}

const started = run(initialQuizState(quiz), [{ type: 'start' }]);

describe('quizReducer', () => {
  it('starts not started, with the full timer', () => {
    const state = initialQuizState(quiz);
    expect(state).toMatchObject({ status: 'not-started', secondsLeft: 120, currentIndex: 0, answers: {} });
    expect(canSubmit(state)).toBe(false);
    expect(canGoNext(state)).toBe(false);
  });

  it('start runs the quiz at question 1', () => {
    expect(started).toMatchObject({ status: 'running', currentIndex: 0, secondsLeft: 120 });
    expect(quizProgressPercent(started)).toBe(33);
  });

  it('a quiz without questions cannot start', () => {
    const empty = initialQuizState({ timeLimit: 1, questions: [] });
    expect(quizReducer(empty, { type: 'start' })).toBe(empty);
  });

  it('next is refused until the current question is answered', () => {
    expect(canGoNext(started)).toBe(false);
    expect(quizReducer(started, { type: 'next' })).toBe(started);
    const answered = quizReducer(started, { type: 'answer', questionId: 'q1', option: 2 });
    expect(canGoNext(answered)).toBe(true);
    expect(quizReducer(answered, { type: 'next' })).toMatchObject({ currentIndex: 1 });
  });

  it('answers can be changed; the last choice counts', () => {
    const state = run(started, [
      { type: 'answer', questionId: 'q1', option: 0 },
      { type: 'answer', questionId: 'q1', option: 2 },
    ]);
    expect(state.answers).toEqual({ q1: 2 });
  });

  it('refuses answers to unknown questions and options outside the question', () => {
    expect(quizReducer(started, { type: 'answer', questionId: 'q9', option: 0 })).toBe(started);
    expect(quizReducer(started, { type: 'answer', questionId: 'q2', option: 2 })).toBe(started);
    expect(quizReducer(started, { type: 'answer', questionId: 'q2', option: -1 })).toBe(started);
  });

  it('refuses answers before the quiz starts', () => {
    const state = initialQuizState(quiz);
    expect(quizReducer(state, { type: 'answer', questionId: 'q1', option: 0 })).toBe(state);
  });

  it('previous goes back and is refused on the first question', () => {
    expect(canGoPrevious(started)).toBe(false);
    expect(quizReducer(started, { type: 'previous' })).toBe(started);
    const second = run(started, [{ type: 'answer', questionId: 'q1', option: 0 }, { type: 'next' }]);
    expect(canGoPrevious(second)).toBe(true);
    expect(quizReducer(second, { type: 'previous' })).toMatchObject({ currentIndex: 0, answers: { q1: 0 } });
  });

  it('next is refused on the last question', () => {
    const last = run(started, [
      { type: 'answer', questionId: 'q1', option: 0 },
      { type: 'next' },
      { type: 'answer', questionId: 'q2', option: 0 },
      { type: 'next' },
      { type: 'answer', questionId: 'q3', option: 0 },
    ]);
    expect(isLastQuestion(last)).toBe(true);
    expect(currentQuestionId(last)).toBe('q3');
    expect(canGoNext(last)).toBe(false);
    expect(quizReducer(last, { type: 'next' })).toBe(last);
    expect(quizProgressPercent(last)).toBe(100);
  });

  it('submit is refused with no answers and accepted with one', () => {
    expect(canSubmit(started)).toBe(false);
    expect(quizReducer(started, { type: 'submit' })).toBe(started);
    const one = quizReducer(started, { type: 'answer', questionId: 'q1', option: 1 });
    expect(answeredCount(one)).toBe(1);
    expect(canSubmit(one)).toBe(true);
    expect(quizReducer(one, { type: 'submit' })).toMatchObject({ status: 'submitting', autoSubmitted: false });
  });

  it('each tick takes one second', () => {
    expect(run(started, ticks(3)).secondsLeft).toBe(117);
  });

  it('the tick that reaches 0 submits automatically', () => {
    const almost = run(started, ticks(119));
    expect(almost).toMatchObject({ status: 'running', secondsLeft: 1, autoSubmitted: false });
    const timeUp = quizReducer(almost, { type: 'tick' });
    expect(timeUp).toMatchObject({ status: 'submitting', secondsLeft: 0, autoSubmitted: true });
    expect(quizReducer(timeUp, { type: 'tick' })).toBe(timeUp);
  });

  it('ticks do nothing before the start', () => {
    const state = initialQuizState(quiz);
    expect(quizReducer(state, { type: 'tick' })).toBe(state);
  });

  it('while submitting, answers and navigation are refused', () => {
    const submitting = run(started, [{ type: 'answer', questionId: 'q1', option: 1 }, { type: 'submit' }]);
    expect(quizReducer(submitting, { type: 'answer', questionId: 'q1', option: 0 })).toBe(submitting);
    expect(quizReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('graded finishes the quiz with the result', () => {
    const finished = run(started, [
      { type: 'answer', questionId: 'q1', option: 1 },
      { type: 'submit' },
      { type: 'graded', result: { score: 33, passed: false } },
    ]);
    expect(finished).toMatchObject({ status: 'finished', result: { score: 33, passed: false } });
  });

  it('graded is ignored unless submitting', () => {
    expect(quizReducer(started, { type: 'graded', result: { score: 100, passed: true } })).toBe(started);
  });

  it('a failed submission returns to running so the learner can submit again', () => {
    const failed = run(started, [{ type: 'answer', questionId: 'q1', option: 1 }, { type: 'submit' }, { type: 'submit-failed' }]);
    expect(failed).toMatchObject({ status: 'running', submitFailed: true, answers: { q1: 1 } });
    expect(canSubmit(failed)).toBe(true);
  });

  it('after a failed automatic submission with no answers, submit is still possible', () => {
    const failed = run(started, [...ticks(120), { type: 'submit-failed' }]);
    expect(failed).toMatchObject({ status: 'running', secondsLeft: 0, submitFailed: true });
    expect(canSubmit(failed)).toBe(true);
  });

  it('retake after a failure resets answers, timer and position', () => {
    const failed = run(started, [
      { type: 'answer', questionId: 'q1', option: 1 },
      { type: 'next' },
      ...ticks(30),
      { type: 'submit' },
      { type: 'graded', result: { score: 33, passed: false } },
    ]);
    expect(canRetake(failed)).toBe(true);
    expect(quizReducer(failed, { type: 'retake' })).toMatchObject({
      status: 'running',
      answers: {},
      secondsLeft: 120,
      currentIndex: 0,
      result: null,
      autoSubmitted: false,
    });
  });

  it('retake is refused after a pass', () => {
    const passed = run(started, [
      { type: 'answer', questionId: 'q1', option: 1 },
      { type: 'submit' },
      { type: 'graded', result: { score: 100, passed: true } },
    ]);
    expect(canRetake(passed)).toBe(false);
    expect(quizReducer(passed, { type: 'retake' })).toBe(passed);
  });

  it('retake is refused while running', () => {
    expect(quizReducer(started, { type: 'retake' })).toBe(started);
  });
});

describe('quizRetakeCooldown', () => {
  const t0 = new Date('2026-03-02T10:00:00.000Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const failedAt = (...seconds: number[]) => seconds.map((s) => ({ submittedAt: at(s), passed: false }));

  it.each([
    ['no attempts yet', [], 0, { allowed: true, retryAfterSeconds: 0 }],
    ['one failure: retake at once', failedAt(0), 1, { allowed: true, retryAfterSeconds: 0 }],
    ['two failures in a row: 5 minutes from the last', failedAt(0, 60), 61, { allowed: false, retryAfterSeconds: 299 }],
    ['two failures, 5 minutes later', failedAt(0, 60), 360, { allowed: true, retryAfterSeconds: 0 }],
    ['three failures: 10 minutes', failedAt(0, 60, 400), 400, { allowed: false, retryAfterSeconds: 600 }],
    ['four failures: 20 minutes', failedAt(0, 60, 400, 1000), 1000, { allowed: false, retryAfterSeconds: 1200 }],
    ['many failures: at most an hour', failedAt(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), 9, { allowed: false, retryAfterSeconds: 3600 }],
    [
      'a passed quiz is never held back',
      [...failedAt(0, 1, 2, 3), { submittedAt: at(4), passed: true }, ...failedAt(5, 6, 7)],
      7,
      { allowed: true, retryAfterSeconds: 0 },
    ],
    ['attempts in any order', failedAt(60, 0), 61, { allowed: false, retryAfterSeconds: 299 }],
  ] as const)('%s', (_situation, attempts, now, expected) => {
    expect(quizRetakeCooldown(attempts, at(now))).toEqual(expected);
  });
});

describe('quizReducer resume', () => {
  const quiz = {
    timeLimit: 2,
    questions: [
      { id: 'q1', options: ['a', 'b'] },
      { id: 'q2', options: ['a', 'b'] },
    ],
  };

  it('returns to the open attempt with its answers, the time left and the first unanswered question', () => {
    const state = quizReducer(initialQuizState(quiz), { type: 'resume', answers: { q1: 1, nope: 0, q2: 5 }, secondsLeft: 73.2 });
    expect(state).toMatchObject({ status: 'running', answers: { q1: 1 }, secondsLeft: 74, currentIndex: 1, autoSubmitted: false });
  });

  it('submits at once when no time is left', () => {
    const state = quizReducer(initialQuizState(quiz), { type: 'resume', answers: { q1: 0 }, secondsLeft: 0 });
    expect(state).toMatchObject({ status: 'submitting', autoSubmitted: true, secondsLeft: 0, answers: { q1: 0 } });
  });

  it('is ignored once the quiz is running', () => {
    const running = quizReducer(initialQuizState(quiz), { type: 'start' });
    expect(quizReducer(running, { type: 'resume', answers: { q1: 0 }, secondsLeft: 10 })).toBe(running);
  });
});
