import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderPage, stubFetch, type StubbedCall } from '@academy/web-kit/testing';
import { progressFixture } from '../../test/learner-fixtures.ts';
import { fakeLearningService, type AnswerKey } from '../../test/learning-service-fake.ts';
import { moduleFixture } from '../../test/modules-fixture.ts';
import { ModulePage } from './module-page.tsx';

const firstQuestion = { id: 'q1', question: 'What does CAC measure?', options: ['The cost to win a customer', 'Customer annual churn'] };

const quizModule = moduleFixture({
  id: 4,
  title: 'Measuring AI ROI',
  quiz: {
    timeLimit: 2,
    passingScore: 70,
    questions: [firstQuestion, { id: 'q2', question: 'Which channel should a first sprint use?', options: ['Every channel at once', 'One channel'] }],
  },
});

const answerKey: AnswerKey = {
  q1: { answer: 0, explanation: 'CAC is what you spend to win one customer.' },
  q2: { answer: 1, explanation: 'One channel keeps the test readable.' },
};

const allSectionsDone = progressFixture({ moduleId: 4, sectionsCompleted: [0, 1, 2], progressPercentage: 80 });

function openQuizModule(records = [allSectionsDone], quizStates: Parameters<typeof fakeLearningService>[3] = {}) {
  const service = fakeLearningService([quizModule], records, answerKey, quizStates);
  const calls = stubFetch(service.routes);
  const rendered = renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
  return { ...rendered, calls, service };
}

const attempts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/modules/4/quiz-attempt/submit');
const timer = () => screen.getByRole('timer', { name: 'Time left' });

async function answer(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('radio', { name: option }));
}

describe('The module quiz', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('introduces the quiz with its number of questions, minutes and passing score', async () => {
    openQuizModule();
    const intro = await screen.findByRole('region', { name: 'Module Quiz' });
    expect(within(intro).getByText('2 questions')).toBeInTheDocument();
    expect(within(intro).getByText('2 minutes')).toBeInTheDocument();
    expect(within(intro).getByText('70% to pass')).toBeInTheDocument();
    expect(within(intro).getByRole('button', { name: 'Start Quiz' })).toBeInTheDocument();
  });

  it('runs question by question: counter, bar, m:ss countdown, Next only once answered, Previous', async () => {
    const user = userEvent.setup();
    openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(timer()).toHaveTextContent('2:00');
    const group = screen.getByRole('radiogroup', { name: 'What does CAC measure?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).not.toBeInTheDocument();

    await answer(user, 'Customer annual churn');
    expect(screen.getByRole('radio', { name: 'Customer annual churn' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Customer annual churn' })).toBeChecked();
  });

  it('answers with the keyboard: arrow keys move the choice within the question', async () => {
    const user = userEvent.setup();
    openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'The cost to win a customer');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Customer annual churn' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('Submit Quiz is disabled while no question is answered', async () => {
    const user = userEvent.setup();
    const single = moduleFixture({ id: 4, title: 'One question', quiz: { timeLimit: 1, passingScore: 50, questions: [firstQuestion] } });
    stubFetch(fakeLearningService([single], [allSectionsDone], answerKey).routes);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    await answer(user, 'The cost to win a customer');
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
  });

  it('a failed attempt: the server grades it, the destructive toast, the score only, and Retake Quiz, which starts over', async () => {
    const user = userEvent.setup();
    const { calls, platform } = openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'Customer annual churn');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, 'One channel');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Not Passed' })).toBeInTheDocument();
    expect(attempts(calls).map((call) => call.body)).toEqual([{ attemptId: 1, answers: { q1: 1, q2: 1 } }]);
    // Each answer was saved on the service as it was given, so a reload finds it.
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { attemptId: 1, answers: { q1: 1 } },
      { attemptId: 1, answers: { q2: 1 } },
    ]);
    expect(screen.getByLabelText('Your score: 50%')).toBeInTheDocument();
    expect(screen.getByText('Quiz Complete. You scored 50%. Study the material and try again.')).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith({
      title: 'Quiz Not Passed',
      description: 'You scored 50%. Try reviewing the content and retake the quiz.',
      variant: 'destructive',
    });
    // The score only: which answers were wrong would give the key away over a few retakes.
    expect(
      screen.getByText('The right answers and their explanations are shown once you pass the quiz. Review the sections and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('2:00');
    expect(screen.getByRole('radio', { name: 'Customer annual churn' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('after repeated failures, explains the wait with a countdown and offers the retake once it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const earlier = { submittedAt: new Date(Date.now() - 60_000), passed: false };
    openQuizModule([allSectionsDone], { 4: { graded: [earlier] } });
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'Customer annual churn');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, 'Every channel at once');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Not Passed' })).toBeInTheDocument();

    expect(await screen.findByText(/^You can retake the quiz in 5:00\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Quiz' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText(/^You can retake the quiz in 3:59\./)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(240_000));
    expect(screen.queryByText(/You can retake the quiz in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('on a later visit during the wait, the intro says how long is left and Start Quiz waits', async () => {
    const failures = [0, 1].map((minute) => ({ submittedAt: new Date(Date.now() - (2 - minute) * 60_000), passed: false }));
    openQuizModule([allSectionsDone], { 4: { graded: failures } });
    // About four minutes left (a busy machine may take seconds to render it).
    expect(await screen.findByText(/^You can retake the quiz in (4:0\d|3:[0-5]\d)\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
  });

  it('after a reload, resumes the open attempt with the time left and the answers given so far', async () => {
    const user = userEvent.setup();
    const startedAt = Date.now() - 45_000;
    openQuizModule([allSectionsDone], { 4: { graded: [], open: { id: 7, startedAt, deadline: startedAt + 120_000, answers: { q1: 1 } } } });
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
    // 1:15 left when it started, a few seconds less on a busy machine.
    expect(timer().textContent).toMatch(/^1:(1[0-5]|0\d)$/);
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Customer annual churn' })).toBeChecked();
  });

  it('after Back to the module during a quiz, resumes the attempt instead of offering a fresh start', async () => {
    const user = userEvent.setup();
    const { router, calls } = openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'Customer annual churn');
    await act(() => router.navigate({ to: '/courses' }));
    await act(async () => router.history.back());
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/modules/4/quiz-attempt')).toHaveLength(1);
  });

  it('after a reload past the deadline, submits the open attempt at once', async () => {
    const startedAt = Date.now() - 200_000;
    const { calls } = openQuizModule([allSectionsDone], { 4: { graded: [], open: { id: 7, startedAt, deadline: startedAt + 120_000, answers: { q1: 0 } } } });
    expect(await screen.findByRole('heading', { name: 'Quiz Not Passed' })).toBeInTheDocument();
    expect(attempts(calls).map((call) => call.body)).toEqual([{ attemptId: 7, answers: { q1: 0 } }]);
  });

  it('when the quiz cannot be started, says so and lets the learner try again', async () => {
    const user = userEvent.setup();
    const service = fakeLearningService([quizModule], [allSectionsDone], answerKey);
    let failures = 1;
    const start = service.routes['POST /api/modules/4/quiz-attempt'] as (call: StubbedCall) => { status?: number; body?: unknown };
    stubFetch({ ...service.routes, 'POST /api/modules/4/quiz-attempt': (call) => (failures-- > 0 ? failure(503, 'try later') : start(call)) });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be started .*503/);
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('a passed attempt: the toast, every explanation, no Retake, the module completed once, and Continue Learning scrolls up', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { calls, platform } = openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'The cost to win a customer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, 'One channel');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Passed' })).toBeInTheDocument();
    expect(attempts(calls)).toHaveLength(1);
    expect(platform.toast).toHaveBeenCalledWith({ title: 'Quiz Passed! 🎉', description: 'Excellent! You scored 100% and completed the module!' });
    expect(screen.getByText('CAC is what you spend to win one customer.')).toBeInTheDocument();
    expect(screen.getByText('Congratulations! You passed with 100%!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retake Quiz' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Module Completed!')).toHaveLength(1);
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Module completed' })).toBeInTheDocument();
    expect(screen.queryByText('Content Completed!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('counts down each second and submits by itself at 0:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'The cost to win a customer');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer()).toHaveTextContent('1:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(timer()).toHaveTextContent('1:01');
    expect(attempts(calls)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(61_000));
    await vi.waitFor(() => expect(attempts(calls)).toHaveLength(1));
    expect(attempts(calls)[0]?.body).toEqual({ attemptId: 1, answers: { q1: 0 } });
    expect(await screen.findByRole('heading', { name: 'Quiz Not Passed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your score: 50%')).toBeInTheDocument();
  });

  it('when the time runs out before any answer, still submits and shows the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = openQuizModule();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    act(() => vi.advanceTimersByTime(120_000));
    await vi.waitFor(() => expect(attempts(calls)).toHaveLength(1));
    expect(attempts(calls)[0]?.body).toEqual({ attemptId: 1, answers: {} });
    expect(await screen.findByRole('heading', { name: 'Quiz Not Passed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your score: 0%')).toBeInTheDocument();
  });

  it('when the attempt cannot be sent, says so and lets the learner submit again', async () => {
    const user = userEvent.setup();
    const service = fakeLearningService([quizModule], [allSectionsDone], answerKey);
    let failures = 1;
    const grade = service.routes['POST /api/modules/4/quiz-attempt/submit'];
    const calls = stubFetch({
      ...service.routes,
      'POST /api/modules/4/quiz-attempt/submit': (call) => {
        if (failures-- > 0) return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'try later', requestId: 'r' } } };
        if (typeof grade !== 'function') throw new Error('the fake grades attempts');
        return grade(call);
      },
    });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    // The attempt is opened on the service first; its clock then runs here.
    await screen.findByText(/^Question 1 of/);
    await answer(user, 'The cost to win a customer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, 'One channel');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent .*503/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Passed' })).toBeInTheDocument();
    expect(attempts(calls)).toHaveLength(2);
  });

  it('after passing, a later visit offers the quiz again with the best score and no Module Completed! notice', async () => {
    openQuizModule([
      progressFixture({ moduleId: 4, sectionsCompleted: [0, 1, 2], quizCompleted: true, quizScore: 100, completed: true, progressPercentage: 100 }),
    ]);
    expect(await screen.findByText(/You passed this quiz with 100%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeInTheDocument();
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
    expect(screen.queryByText('Content Completed!')).not.toBeInTheDocument();
  });
});

// What the page asks the service for once a quiz answer is in: the answer carries the learner's
// record on the module and the retake wait, so neither is read again.
describe('The module quiz, after an answer', () => {
  /** Takes the quiz with these two choices; answers the requests made from the submission on, once everything has settled. */
  async function takeQuiz(choices: [string, string], quizStates: Parameters<typeof fakeLearningService>[3] = {}) {
    const user = userEvent.setup();
    const { calls, queryClient, service } = openQuizModule([allSectionsDone], quizStates);
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await answer(user, choices[0]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answer(user, choices[1]);
    const from = calls.length;
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await screen.findByRole('heading', { name: /^Quiz (Not )?Passed$/ });
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    return { after: calls.slice(from).map((call) => `${call.method} ${call.url}`), service };
  }
  const rereads = (after: string[]) => after.filter((call) => call === 'GET /api/progress' || call === 'GET /api/modules/4/quiz-attempt');

  it('reads neither the progress list nor the attempt state again: the answer carried both', async () => {
    const { after, service } = await takeQuiz(['The cost to win a customer', 'One channel']);
    expect(after).toContain('POST /api/modules/4/quiz-attempt/submit');
    expect(rereads(after)).toEqual([]);
    // What the page shows came from the answer: the module is completed, its bar full.
    expect(service.records.get(4)?.completed).toBe(true);
    expect(screen.getByRole('img', { name: 'Module completed' })).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  });

  it('shows the retake wait the answer carried, without asking for it', async () => {
    const earlier = { submittedAt: new Date(Date.now() - 60_000), passed: false };
    const { after } = await takeQuiz(['Customer annual churn', 'Every channel at once'], { 4: { graded: [earlier] } });
    expect(screen.getByText(/^You can retake the quiz in 5:00\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Quiz' })).toBeDisabled();
    expect(rereads(after)).toEqual([]);
  });
});
