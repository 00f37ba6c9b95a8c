import type { ChallengeMode, LeagueBoard, UserLevel, WeeklyQuest } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderPage, stubFetch, type StubReply } from '@academy/web-kit/testing';
import { challengeFixture, leagueFixture, questFixture, streakFreezeBalanceFixture, userLevelFixture } from '../../test/arena-fixtures.ts';
import { ChallengesPage } from './challenges-page.tsx';

const envelope = (code: string, message: string) => ({ error: { code, message, requestId: 'r1' } });

function arena(overrides: Record<string, StubReply> = {}) {
  return stubFetch({
    'GET /api/user-level': { body: userLevelFixture() },
    'GET /api/streak-freeze-balance': { body: streakFreezeBalanceFixture() },
    'GET /api/weekly-quests': { body: [questFixture()] },
    'GET /api/challenge-modes': { body: [challengeFixture()] },
    'GET /api/leaderboard': { body: leagueFixture() },
    ...overrides,
  });
}

const open = (url = '/challenges') => renderPage(ChallengesPage, { routePath: '/challenges', url });
const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;
const card = (name: string) => screen.getByRole('article', { name });

describe('ChallengesPage: the header', () => {
  it('while loading, keeps every figure’s place and says the quests are loading', async () => {
    arena({ 'GET /api/user-level': pending, 'GET /api/weekly-quests': pending });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge Arena' })).toBeInTheDocument();
    expect(figure('Gems')).toBe('…');
    expect(figure('Level')).toBe('Level …');
    expect(await screen.findByText("Loading this week's quests...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy a streak freeze' })).toBeDisabled();
  });

  it('shows level, title, the XP bar at the service’s percentage, XP to next level, gems and freezes', async () => {
    arena();
    open();
    await waitFor(() => expect(figure('Level')).toBe('Level 2'));
    expect(figure('Title')).toBe('Apprentice');
    expect(screen.getByRole('progressbar', { name: 'XP towards level 3' })).toHaveAttribute('aria-valuenow', '45');
    expect(figure('Level XP')).toBe('450 / 1,000 XP');
    expect(figure('XP to next level')).toBe('550 XP to next level');
    expect(figure('Gems')).toBe('35');
    expect(figure('Streak freezes')).toBe('0 / 2');
  });

  it('when the level cannot be loaded, says so and retries', async () => {
    let fail = true;
    arena({
      'GET /api/user-level': () => (fail ? { status: 503, body: envelope('IDENTITY_UNAVAILABLE', 'Sign-in cannot be checked') } : { body: userLevelFixture() }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your level could not be loaded');
    expect(alert).toHaveTextContent('503');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figure('Level')).toBe('Level 2'));
  });
});

describe('ChallengesPage: weekly quests', () => {
  it('a quest card shows what it asks, its rewards, the days left and its progress', async () => {
    arena();
    open();
    const quest = await screen.findByRole('article', { name: 'Section Sprint' });
    expect(within(quest).getByText('Complete five sections of any module this week.')).toBeInTheDocument();
    expect(within(quest).getByText('Easy')).toBeInTheDocument();
    expect(within(quest).getByText('Engagement')).toBeInTheDocument();
    expect(within(quest).getByText('5 sections completed')).toBeInTheDocument();
    expect(within(quest).getByText('+150 XP')).toBeInTheDocument();
    expect(within(quest).getByText('+10 gems')).toBeInTheDocument();
    expect(within(quest).getByText('3 days left')).toBeInTheDocument();
    expect(within(quest).getByRole('progressbar', { name: 'Section Sprint progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('Join Quest sends the quest id, turns into a disabled In Progress... and shows Quest Joined!', async () => {
    let quests: WeeklyQuest[] = [questFixture()];
    let level: UserLevel = userLevelFixture();
    const calls = arena({
      'GET /api/weekly-quests': () => ({ body: quests }),
      'GET /api/user-level': () => ({ body: level }),
      'POST /api/join-quest': () => {
        const joined = questFixture({ userProgress: { currentProgress: 0, isCompleted: false, joinedAt: new Date().toISOString(), completedAt: null } });
        quests = [joined];
        level = userLevelFixture({ activeQuests: 1 });
        return { body: { quest: joined, alreadyJoined: false } };
      },
    });
    const { platform } = open();
    const quest = await screen.findByRole('article', { name: 'Section Sprint' });
    await userEvent.click(within(quest).getByRole('button', { name: 'Join Quest' }));
    expect(await within(quest).findByRole('button', { name: 'In Progress...' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/join-quest', body: { questId: 'section-sprint' } })]);
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Quest Joined!' }));
    // The header's counts are read again.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user-level')).toHaveLength(2));
  });

  it('a double click on Join Quest sends one request', async () => {
    const calls = arena({
      'POST /api/join-quest': () => ({
        body: {
          quest: questFixture({ userProgress: { currentProgress: 0, isCompleted: false, joinedAt: new Date().toISOString(), completedAt: null } }),
          alreadyJoined: false,
        },
      }),
    });
    open();
    const quest = await screen.findByRole('article', { name: 'Section Sprint' });
    await userEvent.dblClick(within(quest).getByRole('button', { name: 'Join Quest' }));
    await within(quest).findByRole('button', { name: 'In Progress...' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('when joining fails, says why next to the button and lets the learner try again', async () => {
    arena({ 'POST /api/join-quest': { status: 404, body: envelope('TOOLS_QUEST_NOT_FOUND', 'No such quest this week') } });
    const { platform } = open();
    const quest = await screen.findByRole('article', { name: 'Section Sprint' });
    await userEvent.click(within(quest).getByRole('button', { name: 'Join Quest' }));
    expect(await within(quest).findByRole('alert')).toHaveTextContent(
      'Joining the quest failed: this quest is not part of this week any more. Reload the page to see this week’s quests.',
    );
    expect(within(quest).getByRole('button', { name: 'Join Quest' })).toBeEnabled();
    expect(platform.toast).not.toHaveBeenCalled();
  });

  it('a quest in progress shows its progress; a completed one a disabled Completed', async () => {
    const joinedAt = new Date().toISOString();
    arena({
      'GET /api/weekly-quests': {
        body: [
          questFixture({ userProgress: { currentProgress: 2, isCompleted: false, joinedAt, completedAt: null } }),
          questFixture({
            id: 'quiz-whiz',
            title: 'Quiz Whiz',
            activity: 'quiz_passed',
            targetValue: 2,
            userProgress: { currentProgress: 2, isCompleted: true, joinedAt, completedAt: joinedAt },
          }),
        ],
      },
    });
    open();
    const active = await screen.findByRole('article', { name: 'Section Sprint' });
    expect(within(active).getByRole('button', { name: 'In Progress...' })).toBeDisabled();
    expect(within(active).getByRole('progressbar', { name: 'Section Sprint progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(active).getByText('2 / 5')).toBeInTheDocument();
    expect(within(card('Quiz Whiz')).getByRole('button', { name: 'Completed' })).toBeDisabled();
  });

  it('with no quests this week, says when new ones start', async () => {
    arena({ 'GET /api/weekly-quests': { body: [] } });
    open();
    expect(await screen.findByRole('heading', { name: 'No quests this week' })).toBeInTheDocument();
  });

  it('when the quests cannot be loaded, shows the error with Retry', async () => {
    arena({ 'GET /api/weekly-quests': { status: 500, body: envelope('INTERNAL', 'boom') } });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This week's quests could not be loaded");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ChallengesPage: challenge modes', () => {
  const locked = challengeFixture({ id: 'mastery-sprint', name: 'Mastery Sprint', minLevel: 4, canStart: false, xpMultiplier: 2 });

  it('lists duration, requirements, multiplier and minimum level; below minLevel the start is disabled with the reason', async () => {
    arena({ 'GET /api/challenge-modes': { body: [challengeFixture(), locked] } });
    open('/challenges?tab=challenges');
    const marathon = await screen.findByRole('article', { name: 'Quiz Marathon' });
    expect(within(marathon).getByText('7 days')).toBeInTheDocument();
    expect(within(marathon).getByText('1.5× XP')).toBeInTheDocument();
    expect(within(marathon).getByText('Level 1+')).toBeInTheDocument();
    expect(
      within(within(marathon).getByRole('list', { name: 'Quiz Marathon requirements' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pass 3 quizzes', 'Within 7 days of starting']);
    expect(within(marathon).getByRole('button', { name: 'Start Challenge' })).toBeEnabled();

    const sprint = card('Mastery Sprint');
    const start = within(sprint).getByRole('button', { name: 'Start Challenge' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Unlocks at level 4. You are level 2: earn 1,550 more XP to get there.');
  });

  it('a double click starts it once; Challenge Started! and the run’s progress and days left show', async () => {
    let modes: ChallengeMode[] = [challengeFixture()];
    const started = challengeFixture({
      canStart: false,
      userChallenge: {
        status: 'active',
        isCompleted: false,
        startedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        currentScore: 0,
        targetScore: 3,
        daysLeft: 7,
        completedAt: null,
        xpAwarded: 0,
      },
    });
    const calls = arena({
      'GET /api/challenge-modes': () => ({ body: modes }),
      'POST /api/start-challenge': () => {
        modes = [started];
        return { body: { challenge: started, alreadyStarted: false } };
      },
    });
    const { platform } = open('/challenges?tab=challenges');
    const marathon = await screen.findByRole('article', { name: 'Quiz Marathon' });
    await userEvent.dblClick(within(marathon).getByRole('button', { name: 'Start Challenge' }));
    expect(await within(marathon).findByRole('button', { name: 'In Progress...' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/start-challenge', body: { challengeId: 'quiz-marathon' } }),
    ]);
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Challenge Started!' }));
    expect(within(marathon).getByRole('progressbar', { name: 'Quiz Marathon progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(marathon).getByText('0 / 3')).toBeInTheDocument();
    expect(within(marathon).getByText(/^7 days left · ends /)).toBeInTheDocument();
  });

  it('a refused start says why', async () => {
    arena({ 'POST /api/start-challenge': { status: 403, body: envelope('TOOLS_CHALLENGE_LEVEL_TOO_LOW', 'Level too low') } });
    open('/challenges?tab=challenges');
    const marathon = await screen.findByRole('article', { name: 'Quiz Marathon' });
    await userEvent.click(within(marathon).getByRole('button', { name: 'Start Challenge' }));
    expect(await within(marathon).findByRole('alert')).toHaveTextContent('Starting the challenge failed: your level is below the level this challenge needs.');
  });

  it('completed and expired runs say so, and either may start again', async () => {
    const run = { startedAt: '2026-01-05T09:00:00.000Z', expiresAt: '2026-01-12T09:00:00.000Z', targetScore: 3, daysLeft: 0 };
    arena({
      'GET /api/challenge-modes': {
        body: [
          challengeFixture({
            userChallenge: { ...run, status: 'completed', isCompleted: true, currentScore: 3, completedAt: '2026-01-09T09:00:00.000Z', xpAwarded: 450 },
          }),
          challengeFixture({
            id: 'streak-week',
            name: 'Streak Week',
            userChallenge: { ...run, status: 'expired', isCompleted: false, currentScore: 1, completedAt: null, xpAwarded: 0 },
          }),
        ],
      },
    });
    open('/challenges?tab=challenges');
    const completed = await screen.findByRole('article', { name: 'Quiz Marathon' });
    expect(completed).toHaveTextContent(/Completed on .* · \+450 XP earned/);
    expect(within(completed).getByRole('button', { name: 'Start Again' })).toBeEnabled();
    const expired = card('Streak Week');
    expect(expired).toHaveTextContent(/Expired on .* at 1 of 3: no XP this time/);
    expect(within(expired).getByRole('button', { name: 'Start Again' })).toBeEnabled();
  });
});

describe('ChallengesPage: the weekly league', () => {
  it('ranks learners by alias and weekly XP, marks the learner’s own row and the zones in words', async () => {
    arena();
    open('/challenges?tab=league');
    expect(await screen.findByRole('heading', { name: 'Bronze League' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Bronze League this week/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('1Learner 1Promotion zone990 XP');
    expect(rows[11]).toHaveTextContent('12Learner 12Relegation zone880 XP');
    const mine = rows.find((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent('5Brave FalconYou');
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText(/the top 3 move up a league and the bottom 2 move down/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Take part in the weekly leagues' })).toBeChecked();
  });

  it('switching off leaves the leagues: the board goes and says why; switching on comes back', async () => {
    let board: LeagueBoard = leagueFixture();
    const calls = arena({
      'GET /api/leaderboard': () => ({ body: board }),
      'PUT /api/leaderboard/participation': (call) => {
        const optedOut = (call.body as { optedOut: boolean }).optedOut;
        board = optedOut ? leagueFixture({ optedOut: true, tier: null, tierIndex: null, rows: [] }) : leagueFixture();
        return { body: board };
      },
    });
    open('/challenges?tab=league');
    const toggle = await screen.findByRole('switch', { name: 'Take part in the weekly leagues' });
    expect(toggle).toHaveAccessibleDescription(/neither shown nor ranked/);
    await userEvent.click(toggle);
    expect(await screen.findByRole('heading', { name: 'You are not in a league' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Take part in the weekly leagues' })).not.toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ optedOut: true });
    await userEvent.click(screen.getByRole('switch', { name: 'Take part in the weekly leagues' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('with nobody ranked yet, says how to get into a league', async () => {
    arena({ 'GET /api/leaderboard': { body: leagueFixture({ rows: [] }) } });
    open('/challenges?tab=league');
    expect(await screen.findByRole('heading', { name: 'No league yet this week' })).toBeInTheDocument();
  });
});

describe('ChallengesPage: the streak freeze shop', () => {
  it('with too few gems, the purchase is disabled and says how many are needed', async () => {
    arena({ 'GET /api/user-level': { body: userLevelFixture({ gems: 20 }) } });
    open();
    await waitFor(() => expect(figure('Gems')).toBe('20'));
    const buy = screen.getByRole('button', { name: 'Buy a streak freeze' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('You need 50 gems and have 20 gems. Earn gems by learning and completing quests.');
  });

  it('holding two, the purchase is disabled and says so', async () => {
    arena({
      'GET /api/user-level': { body: userLevelFixture({ gems: 400 }) },
      'GET /api/streak-freeze-balance': { body: streakFreezeBalanceFixture({ streakFreezes: 2 }) },
    });
    open();
    await waitFor(() => expect(figure('Gems')).toBe('400'));
    await waitFor(() => expect(figure('Streak freezes')).toBe('2 / 2'));
    expect(screen.getByRole('button', { name: 'Buy a streak freeze' })).toHaveAccessibleDescription(/You hold 2 streak freezes, the most you can/);
  });

  it('when the learning service cannot say how many are held, the purchase is disabled and says so', async () => {
    arena({
      'GET /api/user-level': { body: userLevelFixture({ gems: 400 }) },
      'GET /api/streak-freeze-balance': { status: 503, body: envelope('SERVICE_UNAVAILABLE', 'down') },
    });
    open();
    const buy = await screen.findByRole('button', { name: 'Buy a streak freeze' });
    await waitFor(() => expect(buy).toHaveAccessibleDescription('The streak freezes you hold could not be loaded. Reload the page to buy one.'));
    expect(buy).toBeDisabled();
    expect(figure('Gems')).toBe('400');
    expect(figure('Streak freezes')).toBe('–');
  });

  it('buys after a confirmation: gems and freezes held change, and the learning service is not asked again before the freeze can reach it', async () => {
    let level = userLevelFixture({ gems: 120 });
    const calls = arena({
      'GET /api/user-level': () => ({ body: level }),
      'GET /api/streak-freeze-balance': { body: streakFreezeBalanceFixture({ streakFreezes: 1 }) },
      'POST /api/streak-freezes': () => {
        level = userLevelFixture({ gems: 70 });
        return { status: 201, body: { freezeId: '6f1c3b52-8a36-4d1e-9a57-1f2f7f0d2c11', gemsSpent: 50, gems: 70, purchasedAt: new Date().toISOString() } };
      },
    });
    const { platform } = open();
    await waitFor(() => expect(figure('Gems')).toBe('120'));
    await waitFor(() => expect(figure('Streak freezes')).toBe('1 / 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Buy a streak freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy a streak freeze?' });
    expect(dialog).toHaveTextContent('It costs 50 gems. You will have 70 gems left and hold 2 of 2 streak freezes.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 50 gems' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/streak-freezes' })]);
    expect(figure('Gems')).toBe('70');
    expect(figure('Streak freezes')).toBe('2 / 2');
    expect(platform.toast).toHaveBeenCalledWith({
      title: 'Streak freeze bought!',
      description: 'You hold 2 of 2. One is used up for you when you miss a day.',
    });
    expect(calls.filter((c) => c.url === '/api/streak-freeze-balance')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Buy a streak freeze' })).toBeDisabled();
  });

  it('Cancel buys nothing; a refused purchase says why in the dialog', async () => {
    const calls = arena({
      'GET /api/user-level': { body: userLevelFixture({ gems: 60 }) },
      'POST /api/streak-freezes': { status: 409, body: envelope('TOOLS_NOT_ENOUGH_GEMS', 'Not enough gems') },
    });
    open();
    await waitFor(() => expect(figure('Gems')).toBe('60'));
    await userEvent.click(screen.getByRole('button', { name: 'Buy a streak freeze' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Buy a streak freeze' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 50 gems' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Buying the streak freeze failed: you do not have enough gems.');
  });
});
