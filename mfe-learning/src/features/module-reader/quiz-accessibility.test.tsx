import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '@academy/web-kit/testing';
import { progressFixture } from '../../test/learner-fixtures.ts';
import { fakeLearningService, type AnswerKey } from '../../test/learning-service-fake.ts';
import { moduleFixture } from '../../test/modules-fixture.ts';
import { ModulePage } from './module-page.tsx';

const quizModule = moduleFixture({
  id: 4,
  title: 'Measuring AI ROI',
  quiz: {
    timeLimit: 2,
    passingScore: 70,
    questions: [{ id: 'q1', question: 'What does CAC measure?', options: ['The cost to win a customer', 'Customer annual churn'] }],
  },
});
const answerKey: AnswerKey = { q1: { answer: 0, explanation: 'CAC is what you spend to win one customer.' } };

/** The timer itself is silent (aria-live off); this region speaks at the thresholds. */
const warning = () => screen.getByTestId('quiz-time-warning');

function openQuiz() {
  const service = fakeLearningService([quizModule], [progressFixture({ moduleId: 4, sectionsCompleted: [0, 1, 2], progressPercentage: 80 })], answerKey);
  const calls = stubFetch(service.routes);
  renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
  return { calls, service };
}

describe('The quiz, for a screen reader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the intro's facts as a valid description list (a dl's groups hold only dt and dd)", async () => {
    openQuiz();
    const intro = await screen.findByRole('region', { name: 'Module Quiz' });
    const list = intro.querySelector('dl');
    expect(list).not.toBeNull();
    const groups = [...(list?.children ?? [])];
    expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV', 'DIV']);
    for (const group of groups) expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    expect(within(intro).getByText('Time limit').tagName).toBe('DT');
  });

  it('announces one minute and then ten seconds left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start Quiz' }));
    await screen.findByText(/^Question 1 of/);

    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveAttribute('aria-live', 'off');
    expect(warning()).toHaveAttribute('aria-live', 'assertive');
    expect(warning()).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(59_000));
    expect(warning()).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(warning()).toHaveTextContent('One minute left. Your answers are submitted automatically when the time is up.');

    act(() => vi.advanceTimersByTime(50_000));
    expect(warning()).toHaveTextContent('Ten seconds left.');
  });

  it('lets a learner who needs more time choose it: saved on the profile, shown in the intro, and the timer starts with it', async () => {
    const user = userEvent.setup();
    const { calls, service } = openQuiz();
    const intro = await screen.findByRole('region', { name: 'Module Quiz' });
    const setting = within(intro).getByRole('combobox', { name: 'Time you need' });
    expect(setting).toHaveValue('1');
    expect(within(intro).getByText('2 minutes')).toBeInTheDocument();

    await user.selectOptions(setting, '2× (4 minutes)');
    await vi.waitFor(() => expect(service.profile.quizTimeMultiplier).toBe(2));
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/learner-profile')?.body).toEqual({ quizTimeMultiplier: 2 });
    expect(within(intro).getByText('4 minutes')).toBeInTheDocument();

    await user.click(within(intro).getByRole('button', { name: 'Start Quiz' }));
    await screen.findByText(/^Question 1 of/);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('4:00');
  });
});
