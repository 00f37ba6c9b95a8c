import { quizKey } from '../support/course-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsNewLearner } from '../support/pages.ts';

test('the mentor answers a learner from the course: a quoted passage linked to its section, a locked module named, nothing invented', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page, 'Mira');
  await page.goto('/module/1');
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Customer Acquisition Strategies' })).toBeVisible();

  await page.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Learning Mentor' });
  const input = panel.getByRole('textbox', { name: 'Message the AI Learning Mentor' });
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  const newest = () => conversation.locator('li[data-role="assistant"]').last();

  // The free preview is quoted, and its link opens the section.
  await input.fill('How do I define my ideal customer from my own data?');
  await input.press('Enter');
  const fromCourse = newest().getByRole('list', { name: 'From the course' });
  await expect(fromCourse).toBeVisible({ timeout: 15_000 });
  const link = fromCourse.getByRole('link', { name: 'Module 1 · AI-Powered Customer Acquisition Strategies: Define your ideal customer from your own data' });
  await expect(link).toHaveAttribute('href', '/module/1#section-2');
  await expect(fromCourse.locator('blockquote').first()).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Define your ideal customer from your own data' })).toBeVisible();

  // Module 4 is not theirs: named and linked, not quoted.
  await input.fill('How do I keep cold emails out of spam folders?');
  await input.press('Enter');
  const locked = newest().getByRole('list', { name: 'From the course' }).getByRole('listitem').first();
  await expect(locked).toContainText('Part of the full course', { timeout: 15_000 });
  await expect(locked.getByRole('link')).toHaveAttribute('href', /^\/module\/4#section-\d+$/);
  await expect(locked.locator('blockquote')).toHaveCount(0);

  // Nothing in the course: it says so and offers modules.
  await input.fill('How do I knit a quantum sweater?');
  await input.press('Enter');
  await expect(newest()).toContainText("I couldn't find that in the course", { timeout: 15_000 });
  await expect(newest().getByRole('list', { name: 'Closest modules' }).getByRole('link').first()).toHaveAttribute('href', /^\/module\/\d+$/);
});

test('during a quiz the mentor points to the section that teaches a question, never its answer', async ({ page }) => {
  test.setTimeout(90_000);
  const key = await quizKey(1);
  await signInAsNewLearner(page, 'Quinn');
  const done = await page.request.post('/api/progress', { data: { moduleId: 1, sectionsCompleted: key.sections.map((_, index) => index) } });
  expect(done.status()).toBe(200);
  await page.goto('/module/1');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByText(`Question 1 of ${key.questions.length}`)).toBeVisible();

  await page.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Learning Mentor' });
  const input = panel.getByRole('textbox', { name: 'Message the AI Learning Mentor' });
  const newest = () => panel.getByRole('list', { name: 'Conversation' }).locator('li[data-role="assistant"]').last();
  for (const question of key.questions.slice(0, 2)) {
    await input.fill(question.question);
    await input.press('Enter');
    await expect(newest()).toContainText("You're in a quiz, so I won't give you the answer", { timeout: 15_000 });
    await expect(newest().getByRole('link').first()).toHaveAttribute('href', /^\/module\/\d+#section-\d+$/);
    await expect(newest().locator('blockquote')).toHaveCount(0);
    await expect(newest()).not.toContainText(question.options[question.answer] ?? '');
  }
});
