import type { ProgressRecord, QuizAttemptStateResponse } from '@academy/contracts';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPageHook, stubFetch } from '@academy/web-kit/testing';
import { progressFixture } from '../../../test/learner-fixtures.ts';
import { fakeLearningService, type AnswerKey } from '../../../test/learning-service-fake.ts';
import { moduleFixture } from '../../../test/modules-fixture.ts';
import { progressKeys } from '../../progress/index.ts';
import { quizResultToast } from '../quiz-texts.ts';
import { quizKeys } from './query-keys.ts';
import { useQuizCard, type Quiz } from './use-quiz-card.ts';

const module = moduleFixture({
  id: 4,
  title: 'Measuring AI ROI',
  quiz: {
    timeLimit: 1,
    passingScore: 50,
    questions: [{ id: 'q1', question: 'What does CAC measure?', options: ['The cost to win a customer', 'Customer annual churn'] }],
  },
});
const quiz = module.quiz as Quiz;
const answerKey: AnswerKey = { q1: { answer: 0, explanation: 'CAC is what you spend to win one customer.' } };

async function runQuiz(onModuleCompleted = vi.fn()) {
  const service = fakeLearningService([module], [progressFixture({ moduleId: 4, sectionsCompleted: [0, 1, 2], progressPercentage: 80 })], answerKey);
  const calls = stubFetch(service.routes);
  const rendered = await renderPageHook(() => useQuizCard(module, quiz, onModuleCompleted));
  return { ...rendered, calls, service, onModuleCompleted };
}

describe('useQuizCard', () => {
  it('waits for the attempt state and the time multiplier before the intro, then opens an attempt on the service and runs it', async () => {
    const { result, calls } = await runQuiz();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.state.status).toBe('not-started');
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state.status).toBe('running'));
    expect(result.current.state.secondsLeft).toBe(60);
    act(() => result.current.choose('q1', 1));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ attemptId: 1, answers: { q1: 1 } }]));
  });

  it('after the answer, puts the graded record and the closed attempt into the cache, reads neither again, and says the module is completed', async () => {
    const { result, calls, queryClient, onModuleCompleted, platform } = await runQuiz();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state.status).toBe('running'));
    act(() => result.current.choose('q1', 0));
    const before = calls.length;
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.status).toBe('finished'));
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));

    expect(result.current.review).toMatchObject({ score: 100, passed: true, moduleJustCompleted: true, retryAfterSeconds: 0 });
    expect(queryClient.getQueryData<ProgressRecord[]>(progressKeys.list())).toEqual([
      expect.objectContaining({ moduleId: 4, completed: true, quizScore: 100 }),
    ]);
    expect(queryClient.getQueryData<QuizAttemptStateResponse>(quizKeys.current(4))).toEqual({ attempt: null, retryAfterSeconds: 0 });
    expect(calls.slice(before).map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/modules/4/quiz-attempt/submit']);
    expect(onModuleCompleted).toHaveBeenCalledTimes(1);
    expect(platform.toast).toHaveBeenCalledWith(quizResultToast(100, true));
  });

  it('a submission that fails carries nothing: the learner may send it again, and the state is read afresh', async () => {
    const { result, service } = await runQuiz();
    const submit = service.routes['POST /api/modules/4/quiz-attempt/submit'];
    let failures = 1;
    const calls = stubFetch({
      ...service.routes,
      'POST /api/modules/4/quiz-attempt/submit': (call) =>
        failures-- > 0
          ? { status: 503, body: { error: { code: 'DOWN', message: 'down', requestId: 't' } } }
          : (submit as (c: typeof call) => { body?: unknown })(call),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.start());
    await waitFor(() => expect(result.current.state.status).toBe('running'));
    act(() => result.current.choose('q1', 1));
    const before = calls.length;
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.submitFailed).toBe(true));
    expect(result.current.submitError?.message).toMatch(/down/);
    await waitFor(() => expect(calls.slice(before).map((call) => `${call.method} ${call.url}`)).toContain('GET /api/modules/4/quiz-attempt'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.status).toBe('finished'));
    expect(result.current.review).toMatchObject({ score: 0, passed: false });
  });
});
