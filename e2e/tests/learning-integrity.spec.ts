import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { quizKey } from '../support/course-content.ts';
import { networkEmulation } from '../support/network.ts';
import { signIn } from '../support/pages.ts';

/*
 * The learner's work survives a slow or lost connection and a reload: marks made quickly on a
 * connection with 1.5 s of latency are all kept, a mark made offline is sent once the connection is
 * back, and a quiz reloaded half-way resumes with the time left and the answers given.
 */

test('marks made quickly on a slow connection, and one made offline, are all kept', async ({ page }) => {
  test.setTimeout(120_000);
  const key = await quizKey(1);
  await signIn(page, 'admin');
  await page.goto('/module/1');
  await expect(page.getByRole('heading', { level: 1, name: key.title })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sections' });
  const status = page.getByRole('status').filter({ hasText: /Saving|not saved/ });

  const network = await networkEmulation(page);
  await network.set({ latencyMs: 1_500 });
  // The marks' requests are held until the page has said it is saving: however slowly a busy
  // machine clicks, they are all still on their way when it is looked at.
  const held: Array<() => void> = [];
  const hold = async (route: Route) => {
    if (route.request().method() === 'POST') await new Promise<void>((release) => held.push(release));
    await route.continue();
  };
  await page.route('**/api/progress', hold);
  const last = key.sections.length - 1;
  for (let section = 0; section < last; section++) {
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(sidebar.getByRole('button').nth(section)).toContainText('Completed');
    await page.getByRole('button', { name: 'Next Section' }).click();
  }
  await expect(page.getByText('Saving your progress...')).toBeVisible();
  await expect.poll(() => held.length).toBe(last);
  for (const release of held) release();
  // The held requests go on their way (still slow), and the page's requests are no longer routed.
  await page.unrouteAll({ behavior: 'wait' });

  // The last section while the connection is gone: kept, said to be not saved yet, sent later.
  await network.set({ offline: true });
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText(/not saved yet: kept on this device/)).toBeVisible({ timeout: 15_000 });
  await expect(sidebar.getByRole('button').nth(last)).toContainText('Completed (saving)');
  await network.set({ latencyMs: 1_500 });
  await expect(status).toHaveCount(0, { timeout: 45_000 });

  const progress = (await (await page.request.get('/api/progress')).json()) as Array<{ moduleId: number; sectionsCompleted: number[] }>;
  expect(progress.find((record) => record.moduleId === 1)?.sectionsCompleted).toEqual(key.sections.map((_, index) => index));
  await network.set({});
  await page.reload();
  for (let section = 0; section <= last; section++) await expect(sidebar.getByRole('button').nth(section)).toContainText('Completed:');
  await expect(page.getByText('Content Completed!')).toBeVisible();
});

test('a reload during the quiz resumes the same attempt with the time left and the answers given', async ({ page }) => {
  test.setTimeout(90_000);
  const key = await quizKey(1);
  await signIn(page, 'admin');
  // Every section done (marks are intents: repeating them changes nothing).
  for (let section = 0; section < key.sections.length; section++) {
    expect((await page.request.post('/api/progress', { data: { moduleId: 1, markSection: section } })).status()).toBe(200);
  }
  await page.goto('/module/1');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const timer = page.getByRole('timer', { name: 'Time left' });
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const [first] = key.questions;
  if (!first) throw new Error('module 1 has a quiz');
  const chosen = first.options[(first.answer + 1) % first.options.length] ?? '';
  await page.getByRole('radiogroup', { name: first.question }).getByRole('radio', { name: chosen, exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`Question 2 of ${key.questions.length}`)).toBeVisible();
  await page.waitForTimeout(4_000);
  const seconds = (text: string) => {
    const [m = '0', s = '0'] = text.split(':');
    return Number(m) * 60 + Number(s);
  };
  const before = seconds((await timer.textContent()) ?? '');

  await page.reload();
  await expect(page.getByText(`Question 2 of ${key.questions.length}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeHidden();
  const after = seconds((await timer.textContent()) ?? '');
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  expect(after).toBeLessThan(10 * 60 - 3);
  await expect(page.getByText(`1 of ${key.questions.length} answered`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: first.question }).getByRole('radio', { name: chosen, exact: true })).toBeChecked();
});
