import { SKILL_CATEGORIES } from '@academy/rules/learning';
import { apiRequest } from '@academy/web-kit';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { SkillAssessmentPage } from './skill-assessment-page.tsx';

/** Ten questions, two per category, four options each (the browser never sees the answers). */
const questions = SKILL_CATEGORIES.flatMap((category, c) =>
  [1, 2].map((n) => ({
    id: `sa${c * 2 + n}`,
    category,
    question: `Question ${c * 2 + n} about ${category}?`,
    options: ['First option', 'Second option', 'Third option', 'Fourth option'].map((text) => `${text} of ${c * 2 + n}`),
  })),
);

const result = {
  id: 7,
  overallScore: 70,
  categoryScores: { 'AI Fundamentals': 100, 'Business Applications': 50, 'AI Tools': 50, Implementation: 100, 'ROI & Metrics': 50 },
  skillLevel: 'Intermediate',
  recommendations: ['Take the lead scoring module.', 'Run one experiment this month.', 'Build a cohort table.'],
  completedAt: '2025-05-01T09:00:00.000Z',
};

const records = [
  { skillCategory: 'AI Tools', preAssessmentScore: 50, postAssessmentScore: 50, improvementPoints: 0 },
  { skillCategory: 'AI Fundamentals', preAssessmentScore: 50, postAssessmentScore: 100, improvementPoints: 50 },
  { skillCategory: 'Business Applications', preAssessmentScore: 100, postAssessmentScore: 50, improvementPoints: -50 },
  { skillCategory: 'Implementation', preAssessmentScore: 0, postAssessmentScore: 100, improvementPoints: 100 },
  { skillCategory: 'ROI & Metrics', preAssessmentScore: 0, postAssessmentScore: 50, improvementPoints: 50 },
];

const options = () => within(screen.getByRole('radiogroup')).getAllByRole('radio');
const nextButton = () => screen.getByRole('button', { name: /^Next/ });
const completeButton = () => screen.getByRole('button', { name: /^Complete Assessment/ });

function renderAssessment() {
  return renderPage(SkillAssessmentPage, { routePath: '/skill-assessment' });
}

/** Another part of the page (the shell's mentor, the dashboard) that shows the learner's stats. */
function StatsProbe() {
  useQuery({ queryKey: ['learning', 'stats'], queryFn: () => apiRequest('GET', '/api/stats') });
  return null;
}

function PageWithStats() {
  return (
    <>
      <StatsProbe />
      <SkillAssessmentPage />
    </>
  );
}

/** Answers every question with the first option; stays on the last question. */
async function answerAll(user: UserEvent) {
  await screen.findByText('Question 1 of 10');
  for (let i = 0; i < questions.length; i += 1) {
    await user.click(options()[0]!);
    if (i < questions.length - 1) await user.click(nextButton());
  }
  expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
}

const allFirst = Object.fromEntries(questions.map((q) => [q.id, 0]));

describe('SkillAssessmentPage', () => {
  it('while the questions load, says so', async () => {
    stubFetch({ 'GET /api/skill-assessment/questions': pending });
    renderAssessment();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the assessment...');
  });

  it('when the questions cannot be loaded, shows the error and loads them again on Retry', async () => {
    stubFetch({
      'GET /api/skill-assessment/questions': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down', requestId: 'r' } } },
    });
    const user = userEvent.setup();
    renderAssessment();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The assessment could not be loaded');
    expect(alert).toHaveTextContent(/503: .*down/);
    stubFetch({ 'GET /api/skill-assessment/questions': { body: questions }, 'GET /api/skill-assessments': { body: [] } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
  });

  it('with no questions, says the assessment has none', async () => {
    stubFetch({ 'GET /api/skill-assessment/questions': { body: [] } });
    renderAssessment();
    expect(await screen.findByText('No assessment questions available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
  });

  it('shows one question at a time; Next waits for an answer and Previous is disabled on the first', async () => {
    stubFetch({ 'GET /api/skill-assessment/questions': { body: questions }, 'GET /api/skill-assessments': { body: [] } });
    const user = userEvent.setup();
    renderAssessment();
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('radiogroup', { name: 'Question 1 about AI Fundamentals?' })).toBeInTheDocument();
    expect(options().map((option) => option.closest('label')?.textContent)).toEqual(questions[0]!.options.map((o, i) => `${'ABCD'[i]}${o}`));
    expect(screen.queryByText('Question 2 about AI Fundamentals?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Third option of 1/ }));
    expect(nextButton()).toBeEnabled();
    expect(screen.getByText('1 of 10 answered')).toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Question 2 about AI Fundamentals?' })).toHaveFocus();
    expect(nextButton()).toBeDisabled();
  });

  it('answers can be revisited and changed', async () => {
    const calls = stubFetch({
      'GET /api/skill-assessment/questions': { body: questions },
      'GET /api/skill-assessments': { body: [] },
      'POST /api/skill-assessment': { status: 201, body: result },
    });
    const user = userEvent.setup();
    renderAssessment();
    await screen.findByText('Question 1 of 10');
    await user.click(screen.getByRole('radio', { name: /Second option of 1/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /Second option of 1/ })).toBeChecked();
    expect(nextButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Fourth option of 1/ }));
    expect(screen.getByRole('radio', { name: /Second option of 1/ })).not.toBeChecked();
    await user.click(nextButton());
    for (let i = 1; i < questions.length; i += 1) {
      await user.click(options()[0]!);
      if (i < questions.length - 1) await user.click(nextButton());
    }
    await user.click(completeButton());
    await screen.findByRole('heading', { name: 'Your results' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ answers: { ...allFirst, sa1: 3 }, completedAt: expect.any(String) });
  });

  it("on the last question 'Complete Assessment' waits for an answer, then shows the server's results and 'Assessment Complete!'", async () => {
    const calls = stubFetch({
      'GET /api/skill-assessment/questions': { body: questions },
      'GET /api/skill-assessments': { body: [] },
      'GET /api/stats': { body: {} },
      'POST /api/skill-assessment': { status: 201, body: result },
    });
    const user = userEvent.setup();
    const { platform, queryClient } = renderPage(PageWithStats, {
      routePath: '/skill-assessment',
      // The dashboard's learning path, read on an earlier visit.
      seed: (client) => client.setQueryData(['learning', 'learning-path', 'mine'], null),
    });
    await screen.findByText('Question 1 of 10');
    for (let i = 0; i < questions.length - 1; i += 1) {
      await user.click(options()[0]!);
      await user.click(nextButton());
    }
    expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    expect(completeButton()).toBeDisabled();
    await user.click(options()[1]!);
    await user.click(completeButton());

    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/skill-assessment',
      body: { answers: { ...allFirst, sa10: 1 } },
    });
    expect(screen.getByText(/You scored/)).toHaveTextContent('You scored 70%. Your skill level: Intermediate');
    const levels = screen.getByRole('list', { name: 'Skill levels' });
    expect(within(levels).getByText('Intermediate').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(within(levels).getByText('Advanced').closest('li')).not.toHaveAttribute('aria-current');

    const categories = within(screen.getByRole('list', { name: 'Score by category' })).getAllByRole('listitem');
    expect(categories.map((item) => item.textContent)).toEqual([
      'AI Fundamentals100%',
      'Business Applications50%',
      'AI Tools50%',
      'Implementation100%',
      'ROI & Metrics50%',
    ]);
    const recommendations = within(screen.getByRole('list', { name: 'Recommendations' })).getAllByRole('listitem');
    expect(recommendations.map((item) => item.textContent)).toEqual([
      '1Take the lead scoring module.',
      '2Run one experiment this month.',
      '3Build a cohort table.',
    ]);

    // The path on the dashboard, put in order by this result.
    expect(screen.getByRole('link', { name: 'Start Recommended Learning Path' })).toHaveAttribute('href', '/#your-path');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(platform.toast).toHaveBeenCalledWith({
      title: 'Assessment Complete!',
      description: 'You scored 70%. Your skill level: Intermediate.',
    });
    // The saved result changes the stats and the per-category records: both are read again.
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/skill-assessments')).toHaveLength(2));
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/stats')).toHaveLength(2));
    // The learning path follows the latest assessment: the dashboard reads it again.
    expect(queryClient.getQueryState(['learning', 'learning-path', 'mine'])?.isInvalidated).toBe(true);
  });

  it('when saving fails, says so and keeps the answers so the learner can try again', async () => {
    const calls = stubFetch({
      'GET /api/skill-assessment/questions': { body: questions },
      'GET /api/skill-assessments': { body: [] },
      'POST /api/skill-assessment': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r' } } },
    });
    const user = userEvent.setup();
    const { platform } = renderAssessment();
    await answerAll(user);
    await user.click(completeButton());

    await vi.waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save assessment results. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Your results' })).not.toBeInTheDocument();
    expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
    expect(options()[0]).toBeChecked();
    await vi.waitFor(() => expect(completeButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(options()[0]).toBeChecked();
    await user.click(nextButton());

    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    const retry = stubFetch({
      'GET /api/skill-assessments': { body: [] },
      'POST /api/skill-assessment': { status: 201, body: result },
    });
    await user.click(completeButton());
    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeInTheDocument();
    expect(retry.find((call) => call.method === 'POST')?.body).toMatchObject({ answers: allFirst });
  });

  it('Retake Assessment starts again from question 1 with no answers', async () => {
    stubFetch({
      'GET /api/skill-assessment/questions': { body: questions },
      'GET /api/skill-assessments': { body: [] },
      'POST /api/skill-assessment': { status: 201, body: result },
    });
    const user = userEvent.setup();
    renderAssessment();
    await answerAll(user);
    await user.click(completeButton());
    await user.click(await screen.findByRole('button', { name: 'Retake Assessment' }));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByText('0 of 10 answered')).toBeInTheDocument();
    expect(options().some((option) => (option as HTMLInputElement).checked)).toBe(false);
  });

  it('shows the progress since the first assessment, per category, with the change in points', async () => {
    stubFetch({ 'GET /api/skill-assessment/questions': { body: questions }, 'GET /api/skill-assessments': { body: records } });
    renderAssessment();
    const card = (await screen.findByRole('heading', { name: 'Your progress since your first assessment' })).closest('div')!.parentElement!;
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AI Fundamentals50% →to 100%+50 pts',
      'Business Applications100% →to 50%-50 pts',
      'AI Tools50% →to 50%No change',
      'Implementation0% →to 100%+100 pts',
      'ROI & Metrics0% →to 50%+50 pts',
    ]);
  });

  it('without earlier results, shows no progress card', async () => {
    stubFetch({ 'GET /api/skill-assessment/questions': { body: questions }, 'GET /api/skill-assessments': { body: [] } });
    renderAssessment();
    await screen.findByText('Question 1 of 10');
    await vi.waitFor(() => expect(screen.queryByText('Loading your earlier results...')).not.toBeInTheDocument());
    expect(screen.queryByText('Your progress since your first assessment')).not.toBeInTheDocument();
  });

  it('when the earlier results cannot be loaded, says so beside the assessment', async () => {
    stubFetch({
      'GET /api/skill-assessment/questions': { body: questions },
      'GET /api/skill-assessments': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r' } } },
    });
    renderAssessment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your earlier results could not be loaded');
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  });
});
