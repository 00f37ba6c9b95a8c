import {
  AI_EXPERIENCE_OPTIONS,
  AI_INTEREST_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  CHALLENGE_OPTIONS,
  CURRENT_TOOL_OPTIONS,
  INDUSTRY_EXPERIENCE_OPTIONS,
  LEARNING_PREFERENCE_OPTIONS,
  MONTHLY_REVENUE_OPTIONS,
  PRIMARY_GOAL_OPTIONS,
  TEAM_SIZE_OPTIONS,
  TIME_COMMITMENT_OPTIONS,
  type Option,
} from '@academy/rules/learning';
import { act, configure, getConfig, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { learner, renderPage, signedIn, signedOut, stubFetch } from '@academy/web-kit/testing';
import { ONBOARDING_STORAGE_KEY } from './onboarding-storage.ts';
import { OnboardingPage } from './onboarding-page.tsx';

const answers = {
  businessType: 'agency',
  industryExperience: 'experienced',
  aiExperience: 'basic',
  primaryGoals: ['acquire_customers', 'automate_tasks'],
  monthlyRevenue: '50k-100k',
  teamSize: '6-20',
  biggestChallenges: ['lead_generation'],
  learningPreference: 'hands_on',
  timeCommitment: '3-5_hours',
  specificInterests: ['lead_scoring'],
  currentTools: [],
  businessDescription: 'A design agency for local restaurants',
  businessName: 'Table Studio',
  firstName: 'Maya',
  lastName: 'Jones',
  email: 'maya@tablestudio.example',
};

const savedRecord = { ...answers, completedAt: '2025-03-04T10:00:00.000Z' };

function renderOnboarding(auth = signedIn) {
  return renderPage(OnboardingPage, { routePath: '/onboarding', auth });
}

const next = () => screen.getByRole('button', { name: /^Next/ });
const finishButton = () => screen.getByRole('button', { name: /^(View Plans & Get Started|See My Learning Path)/ });
const group = (name: string) => screen.getByRole('group', { name });

async function choose(user: UserEvent, groupName: string, optionLabel: string) {
  await user.click(within(group(groupName)).getByRole('radio', { name: optionLabel }));
}

async function tick(user: UserEvent, groupName: string, optionLabel: string) {
  await user.click(within(group(groupName)).getByRole('checkbox', { name: optionLabel }));
}

function expectOptions(groupName: string, role: 'radio' | 'checkbox', options: readonly Option[]) {
  const inputs = within(group(groupName)).getAllByRole(role);
  expect(inputs.map((input) => input.closest('label')?.textContent)).toEqual(options.map((o) => o.label));
}

/** Answers steps 1 to 5 and arrives on step 6. */
async function completeStepsOneToFive(user: UserEvent) {
  await screen.findByText('Step 1 of 6');
  await choose(user, 'What kind of business do you run?', 'Agency');
  await choose(user, 'How long have you worked in your industry?', 'Experienced (5-10 years)');
  await choose(user, 'How much have you used AI so far?', 'Basic: tried tools like ChatGPT');
  await user.click(next());
  await tick(user, 'Your primary goals', 'Win more customers');
  await tick(user, 'Your primary goals', 'Automate repetitive tasks');
  await choose(user, 'Monthly revenue', '$50k - $100k');
  await choose(user, 'Team size', '6-20 people');
  await user.click(next());
  await tick(user, 'Your biggest challenges', 'Finding enough qualified leads');
  await user.click(next());
  await choose(user, 'How do you learn best?', 'Hands-on practice');
  await choose(user, 'How much time can you give each week?', '3-5 hours per week');
  await user.click(next());
  await tick(user, 'AI topics you want to learn', 'Lead scoring');
  await user.click(next());
  expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
}

async function fillDetails(user: UserEvent, details: { firstName?: string; lastName?: string; email?: string } = {}) {
  await user.type(screen.getByLabelText('Describe your business'), answers.businessDescription);
  await user.type(screen.getByLabelText('Business name'), answers.businessName);
  for (const [label, value] of [
    ['First name', details.firstName],
    ['Last name', details.lastName],
    ['Email', details.email],
  ] as const) {
    if (value !== undefined) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
  }
}

/*
 * Each test renders the page and clicks and types through up to six steps. On a busy machine
 * (CI, builds beside the tests) that takes many times longer than on an idle one, so the tests wait
 * for what they look for with generous limits and end as soon as it is there.
 */
const BUSY_MACHINE_WAIT_MS = 15_000;
const busy = { timeout: BUSY_MACHINE_WAIT_MS };
let defaultAsyncTimeout = 0;

beforeAll(() => {
  defaultAsyncTimeout = getConfig().asyncUtilTimeout;
  configure({ asyncUtilTimeout: BUSY_MACHINE_WAIT_MS });
});

afterAll(() => {
  configure({ asyncUtilTimeout: defaultAsyncTimeout });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OnboardingPage', { timeout: 120_000 }, () => {
  it('starts on step 1 of 6 with its percent and bar, Previous disabled and Next not yet available', async () => {
    stubFetch({});
    renderOnboarding(signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: "Let's shape your AI journey" })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByText('17% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('step 1 offers the business types, industry experience and AI experience lists', async () => {
    stubFetch({});
    renderOnboarding(signedOut);
    await screen.findByText('Step 1 of 6');
    expectOptions('What kind of business do you run?', 'radio', BUSINESS_TYPE_OPTIONS);
    expectOptions('How long have you worked in your industry?', 'radio', INDUSTRY_EXPERIENCE_OPTIONS);
    expectOptions('How much have you used AI so far?', 'radio', AI_EXPERIENCE_OPTIONS);
  });

  it('does not move on from step 1 until all three questions are answered, and says what is missing once tried', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderOnboarding(signedOut);
    await screen.findByText('Step 1 of 6');
    expect(screen.queryByText('Almost there! To continue:')).not.toBeInTheDocument();

    await choose(user, 'What kind of business do you run?', 'Startup');
    await user.click(next());
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByText('Almost there! To continue:')).toBeInTheDocument();
    const industry = group('How long have you worked in your industry?');
    expect(within(industry).getByText('Select your industry experience')).toBeInTheDocument();
    expect(industry).toHaveAccessibleDescription('Select your industry experience');
    expect(screen.queryByText('Select your business type')).not.toBeInTheDocument();

    await choose(user, 'How long have you worked in your industry?', 'Beginner (<1 year)');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'How much have you used AI so far?', 'None: new to AI');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('Almost there! To continue:')).not.toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
  });

  it('steps 2 to 5 show their option lists and each needs its own answers; tools are optional', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderOnboarding(signedOut);
    await screen.findByText('Step 1 of 6');
    await choose(user, 'What kind of business do you run?', 'SaaS');
    await choose(user, 'How long have you worked in your industry?', 'Expert (10+ years)');
    await choose(user, 'How much have you used AI so far?', 'Advanced: AI is built into my processes');
    await user.click(next());

    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expectOptions('Your primary goals', 'checkbox', PRIMARY_GOAL_OPTIONS);
    expectOptions('Monthly revenue', 'radio', MONTHLY_REVENUE_OPTIONS);
    expectOptions('Team size', 'radio', TEAM_SIZE_OPTIONS);
    await choose(user, 'Monthly revenue', '$1M+');
    await choose(user, 'Team size', 'Just me');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await tick(user, 'Your primary goals', 'Reduce operating costs');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    await tick(user, 'Your primary goals', 'Reduce operating costs');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await tick(user, 'Your primary goals', 'Increase revenue');
    await user.click(next());

    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    expectOptions('Your biggest challenges', 'checkbox', CHALLENGE_OPTIONS);
    await user.click(next());
    expect(screen.getByText('Choose at least one challenge', { selector: 'li' })).toBeInTheDocument();
    await tick(user, 'Your biggest challenges', 'Too many manual processes');
    await user.click(next());

    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    expectOptions('How do you learn best?', 'radio', LEARNING_PREFERENCE_OPTIONS);
    expectOptions('How much time can you give each week?', 'radio', TIME_COMMITMENT_OPTIONS);
    await choose(user, 'How do you learn best?', 'Case studies');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'How much time can you give each week?', '10+ hours per week');
    await user.click(next());

    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    expectOptions('AI topics you want to learn', 'checkbox', AI_INTEREST_OPTIONS);
    expectOptions('Tools you already use (optional)', 'checkbox', CURRENT_TOOL_OPTIONS);
    await tick(user, 'Tools you already use (optional)', 'Zapier');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await tick(user, 'AI topics you want to learn', 'Predictive analytics');
    await user.click(next());
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  });

  it('Previous goes back one step and keeps the answers', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderOnboarding(signedOut);
    await screen.findByText('Step 1 of 6');
    await choose(user, 'What kind of business do you run?', 'Freelancer');
    await choose(user, 'How long have you worked in your industry?', 'Intermediate (1-5 years)');
    await choose(user, 'How much have you used AI so far?', 'Basic: tried tools like ChatGPT');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(within(group('What kind of business do you run?')).getByRole('radio', { name: 'Freelancer' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about your business' })).toHaveFocus();
  });

  it('step 6 needs every detail and an email with @; phone is optional; the terms open in a new tab', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderOnboarding(signedOut);
    await completeStepsOneToFive(user);

    expect(finishButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('');
    await fillDetails(user, { firstName: 'Maya', lastName: 'Jones', email: 'maya.example' });
    await user.click(screen.getByLabelText(/Phone/));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription("Enter an email address that contains '@'");
    expect(finishButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(finishButton()).toHaveAttribute('aria-disabled', 'false');

    for (const name of [/Terms and Conditions/, /Privacy Policy/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  });

  it("for a visitor, keeps the answers in the browser, says 'Journey Complete!' and opens the plans 1.5 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { platform } = renderOnboarding(signedOut);
    await completeStepsOneToFive(user);
    expect(screen.getByText(/Your answers stay in this browser until you sign in/)).toBeInTheDocument();
    await fillDetails(user, { firstName: 'Maya', lastName: 'Jones', email: answers.email });
    // The fake clock also runs on with real time, so how long the page waited is read from it when
    // the plans appear: the machine's speed cannot make the check pass or fail.
    let arrivedAt: number | null = null;
    const watch = new MutationObserver(() => {
      if (arrivedAt === null && screen.queryByTestId('location')) arrivedAt = Date.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const pressedAt = Date.now();
    await user.click(finishButton());

    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? 'null')).toEqual(answers);
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Journey Complete!' }));
    expect(screen.getByText('Your learning path is ready. Taking you to the plans...')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    act(() => vi.advanceTimersByTime(1500));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing');
    watch.disconnect();
    expect(arrivedAt).not.toBeNull();
    expect(arrivedAt! - pressedAt).toBeGreaterThanOrEqual(1500);
  });

  it("for a signed-in learner, fills in the account's name and email, saves the answers with POST /api/onboarding and opens the learner's path", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch({ 'GET /api/onboarding': { body: null }, 'POST /api/onboarding': { status: 201, body: savedRecord } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { platform, queryClient } = renderPage(OnboardingPage, {
      routePath: '/onboarding',
      // The dashboard's learning path, read on an earlier visit.
      seed: (client) => client.setQueryData(['learning', 'learning-path', 'mine'], null),
    });
    await completeStepsOneToFive(user);
    expect(screen.getByLabelText('First name')).toHaveValue(learner.firstName);
    expect(screen.getByLabelText('Last name')).toHaveValue(learner.lastName);
    expect(screen.getByLabelText('Email')).toHaveValue(learner.email);
    await fillDetails(user, { firstName: 'Maya', lastName: 'Jones', email: answers.email });
    await user.click(screen.getByRole('button', { name: /^See My Learning Path/ }));

    expect(await screen.findByText('Your learning path is ready. Taking you to it...')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ method: 'POST', url: '/api/onboarding', body: answers })]);
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Journey Complete!' }));
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    // The path is made from these answers: the dashboard reads it again.
    expect(queryClient.getQueryState(['learning', 'learning-path', 'mine'])?.isInvalidated).toBe(true);
    act(() => vi.advanceTimersByTime(1500));
    expect(await screen.findByTestId('location')).toHaveTextContent('/#your-path');
  });

  it('when saving fails, says so and stays on the last step so the learner can try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch({
      'GET /api/onboarding': { body: null },
      'POST /api/onboarding': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { platform } = renderOnboarding();
    await completeStepsOneToFive(user);
    await fillDetails(user);
    await user.click(finishButton());

    await vi.waitFor(
      () =>
        expect(platform.toast).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to save onboarding data. Please try again.',
          variant: 'destructive',
        }),
      busy,
    );
    expect(platform.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Journey Complete!' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(finishButton()).toBeEnabled();
    expect(screen.getByLabelText('Business name')).toHaveValue(answers.businessName);

    await user.click(finishButton());
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2), busy);
  });

  it("after signing in, brings back the answers kept in the browser at step 6 with 'Welcome back!', clears them and saves them", async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(answers));
    const calls = stubFetch({ 'GET /api/onboarding': { body: null }, 'POST /api/onboarding': { status: 201, body: savedRecord } });
    const user = userEvent.setup();
    const { platform } = renderOnboarding();

    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith({ title: 'Welcome back!', description: 'Complete your learning path setup' });
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(/We kept the answers you gave before signing in/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue(answers.businessName);
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Email')).toHaveValue(answers.email);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(group('AI topics you want to learn')).getByRole('checkbox', { name: 'Lead scoring' })).toBeChecked();
    await user.click(next());
    await user.click(finishButton());
    await vi.waitFor(
      () =>
        expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ method: 'POST', url: '/api/onboarding', body: answers })]),
      busy,
    );
  });

  it('brought-back answers with a gap send the learner to the first step that needs an answer', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ ...answers, teamSize: undefined }));
    const calls = stubFetch({ 'GET /api/onboarding': { body: null } });
    const user = userEvent.setup();
    renderOnboarding();
    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
    await user.click(finishButton());
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(within(group('Team size')).getByText('Select your team size')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('a visitor with answers in the browser starts from step 1: answers come back only after signing in', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(answers));
    stubFetch({});
    const { platform } = renderOnboarding(signedOut);
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(platform.toast).not.toHaveBeenCalled();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).not.toBeNull();
  });

  it('unreadable saved answers are only logged', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/onboarding': { body: null } });
    const { platform } = renderOnboarding();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Saved onboarding answers could not be parsed', expect.any(SyntaxError));
    expect(platform.toast).not.toHaveBeenCalled();
  });

  it('a learner who already finished onboarding sees the saved answers to review', async () => {
    stubFetch({ 'GET /api/onboarding': { body: savedRecord } });
    renderOnboarding();
    expect(await screen.findByText(/These are the answers you saved on/)).toBeInTheDocument();
    expect(within(group('What kind of business do you run?')).getByRole('radio', { name: 'Agency' })).toBeChecked();
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });
});
