import { STREAK_FREEZE_PRICE_GEMS, awardTable, levelProgressPercent } from '@academy/rules/tools';
import type { Page } from '@playwright/test';
import { maxCumulativeLayoutShift } from '../budgets.ts';
import { onboardingAnswers, quizKey } from '../support/course-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsNewLearner, siteHeader } from '../support/pages.ts';

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);
const article = (page: Page, name: string) => page.getByRole('article', { name });

/** Module 1 (the free preview) studied as a learner does: every section marked, then the quiz passed. */
async function studyModuleOne(page: Page): Promise<number> {
  const key = await quizKey(1);
  await page.goto('/module/1');
  await expect(page.getByRole('heading', { level: 1, name: key.title })).toBeVisible();
  for (let section = 0; section < key.sections.length; section++) {
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeHidden();
    if (section < key.sections.length - 1) await page.getByRole('button', { name: 'Next Section' }).click();
  }
  await expect(page.getByText('Content Completed!')).toBeVisible();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  for (const [index, question] of key.questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${key.questions.length}`)).toBeVisible();
    await page.getByRole('radiogroup', { name: question.question }).getByRole('radio', { name: question.options[question.answer], exact: true }).check();
    if (index < key.questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('Module Completed!')).toBeVisible();
  return key.sections.length;
}

test.describe('the Challenge arena', () => {
  test('a new learner joins a quest and starts a challenge, earns XP and gems by studying, sees the quest complete, their league, and buys a streak freeze', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAsNewLearner(page, 'Quinn');
    expect((await page.request.post('/api/onboarding', { data: { ...onboardingAnswers, firstName: 'Quinn' } })).status()).toBe(201);

    await siteHeader(page).getByRole('link', { name: 'Challenges' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Challenge Arena' })).toBeVisible();
    await expect(figure(page, 'Level')).toHaveText('Level 1');
    await expect(figure(page, 'Gems')).toHaveText('0');
    await expect(page.getByRole('progressbar', { name: 'XP towards level 2' })).toHaveAttribute('aria-valuenow', '0');
    await expect(figure(page, 'XP to next level')).toHaveText('1,000 XP to next level');
    const buyFreeze = page.getByRole('button', { name: 'Buy a streak freeze' });
    await expect(buyFreeze).toBeDisabled();
    await expect(buyFreeze).toHaveAccessibleDescription(
      `You need ${STREAK_FREEZE_PRICE_GEMS} gems and have 0 gems. Earn gems by learning and completing quests.`,
    );

    // A quest: what it pays is on its card.
    const quest = article(page, 'Module Finisher');
    await expect(quest.getByText('1 module completed')).toBeVisible();
    const questGems = Number((await quest.getByText(/^\+\d+ gems$/).textContent())?.match(/\d+/)?.[0]);
    await quest.getByRole('button', { name: 'Join Quest' }).click();
    await expect(page.getByText('Quest Joined!', { exact: true })).toBeVisible();
    await expect(quest.getByRole('button', { name: 'In Progress...' })).toBeDisabled();
    await expect(quest.getByText(/^\d+ days? left$|^Ends today$/)).toBeVisible();

    // Challenges: one above the learner's level says why it cannot start; a double click starts another once.
    await page.getByRole('tab', { name: 'Challenge Modes' }).click();
    const locked = article(page, 'Quiz Marathon');
    await expect(locked.getByRole('button', { name: 'Start Challenge' })).toBeDisabled();
    await expect(locked.getByText(/^Unlocks at level 2\. You are level 1/)).toBeVisible();
    const challenge = article(page, 'Section Streak');
    await challenge.getByRole('button', { name: 'Start Challenge' }).dblclick();
    await expect(page.getByText('Challenge Started!', { exact: true })).toBeVisible();
    await expect(challenge.getByRole('button', { name: 'In Progress...' })).toBeDisabled();
    await expect(challenge.getByText('0 / 10')).toBeVisible();
    await expect(challenge.getByText(/^3 days left · ends /)).toBeVisible();
    const runs = (await (await page.request.get('/api/challenge-modes')).json()) as Array<{ id: string; userChallenge: { status: string } | null }>;
    expect(runs.filter((run) => run.userChallenge?.status === 'active').map((run) => run.id)).toEqual(['section-streak']);

    // Learning in the learning slice is what pays.
    const sections = await studyModuleOne(page);
    const earnedGems = sections * awardTable.section_completed.gems + awardTable.quiz_passed.gems + awardTable.module_completed.gems + questGems;
    const leastXp = sections * awardTable.section_completed.xp + awardTable.quiz_passed.xp + awardTable.module_completed.xp;

    // The events reach the arena a moment later.
    await expect(async () => {
      await page.goto('/challenges');
      await expect(article(page, 'Module Finisher').getByRole('button', { name: 'Completed' })).toBeDisabled({ timeout: 2_000 });
      await expect(figure(page, 'Gems')).toHaveText(String(earnedGems), { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const level = (await (await page.request.get('/api/user-level')).json()) as { currentXp: number; progressPercent: number };
    expect(level.currentXp).toBeGreaterThanOrEqual(leastXp);
    await expect(page.getByRole('progressbar', { name: 'XP towards level 2' })).toHaveAttribute('aria-valuenow', String(level.progressPercent));
    expect(level.progressPercent).toBe(levelProgressPercent(level.currentXp));
    await expect(figure(page, 'Level XP')).toHaveText(`${level.currentXp.toLocaleString('en-US')} / 1,000 XP`);
    await expect(article(page, 'Module Finisher').getByRole('progressbar', { name: 'Module Finisher progress' })).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('tab', { name: 'Challenge Modes' }).click();
    await expect(article(page, 'Section Streak').getByText(`${sections} / 10`)).toBeVisible();

    // The league: the learner's own row, by alias only.
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    const board = page.getByRole('table', { name: /League this week/ });
    await expect(board).toBeVisible();
    const mine = board.locator('tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('You');
    await expect(mine).toContainText(`${level.currentXp.toLocaleString('en-US')} XP`);
    await expect(board).not.toContainText('@');
    await expect(page.getByRole('switch', { name: 'Take part in the weekly leagues' })).toBeChecked();

    // Gems buy a streak freeze, after a confirmation.
    await buyFreeze.click();
    const dialog = page.getByRole('dialog', { name: 'Buy a streak freeze?' });
    await expect(dialog).toContainText(`You will have ${earnedGems - STREAK_FREEZE_PRICE_GEMS} gems left and hold 1 of 2 streak freezes.`);
    await dialog.getByRole('button', { name: `Buy for ${STREAK_FREEZE_PRICE_GEMS} gems` }).click();
    await expect(page.getByText('Streak freeze bought!', { exact: true })).toBeVisible();
    await expect(figure(page, 'Streak freezes')).toHaveText('1 / 2');
    await expect(figure(page, 'Gems')).toHaveText(String(earnedGems - STREAK_FREEZE_PRICE_GEMS));

    // The dashboard's quick view.
    await siteHeader(page).getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.locator('[data-arena-figure="Challenges"]')).toHaveText('1');
    await expect(page.locator('[data-arena-figure="Gems"]')).toHaveText(String(earnedGems - STREAK_FREEZE_PRICE_GEMS));
    await expect(page.locator('[data-arena-figure="Level"]')).toContainText('Level 1 · ');

    // The freeze is the learning slice's: once the sale's event reaches it, a fresh visit reads it from there.
    await expect.poll(async () => (await page.request.get('/api/streak-freeze-balance')).json()).toEqual({ streakFreezes: 1, maxStreakFreezes: 2 });
    await page.goto('/challenges');
    await expect(figure(page, 'Gems')).toHaveText(String(earnedGems - STREAK_FREEZE_PRICE_GEMS));
    await expect(figure(page, 'Streak freezes')).toHaveText('1 / 2');

    // A phone: no tab scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const tab of ['quests', 'challenges', 'league']) {
      await page.goto(`/challenges?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Challenge Arena' })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('article').or(page.getByRole('table')).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/challenges?tab=${tab} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });

  test('holds still while it loads on a phone, and works from the keyboard', async ({ page }) => {
    await signInAsNewLearner(page, 'Kim');
    expect((await page.request.post('/api/onboarding', { data: { ...onboardingAnswers, firstName: 'Kim' } })).status()).toBe(201);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/challenges');
    await expect(page.getByRole('heading', { level: 1, name: 'Challenge Arena' })).toBeVisible();
    await expect(article(page, 'Module Finisher')).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThanOrEqual(maxCumulativeLayoutShift);

    // The tabs move with the arrow keys; a quest is joined with the keyboard alone.
    await page.getByRole('tab', { name: 'Weekly Quests' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Challenge Modes' })).toHaveAttribute('aria-selected', 'true');
    await expect(article(page, 'Section Streak')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Weekly Quests' })).toHaveAttribute('aria-selected', 'true');
    const join = article(page, 'Know Your Level').getByRole('button', { name: 'Join Quest' });
    await join.focus();
    await page.keyboard.press('Enter');
    await expect(article(page, 'Know Your Level').getByRole('button', { name: 'In Progress...' })).toBeDisabled();
  });
});
