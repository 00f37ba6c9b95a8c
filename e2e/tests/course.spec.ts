import { expect, test } from '../support/fixtures.ts';
import { quizKey } from '../support/course-content.ts';
import { signIn, siteHeader } from '../support/pages.ts';

test('a course owner completes module 1: sections, a failed quiz, a retake that passes, and the new counts', async ({ page }) => {
  test.setTimeout(120_000);
  const key = await quizKey(1);
  await signIn(page, 'owner', { onboarded: true });

  // Module 2 is open to the owner: the entitlement arrived through the events.
  await page.goto('/module/2');
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

  await page.goto('/module/1');
  await expect(page.getByRole('heading', { level: 1, name: key.title })).toBeVisible();
  const quizLocked = page.getByText(`Complete all ${key.sections.length} sections to unlock the quiz.`);
  await expect(quizLocked).toBeVisible();
  for (let section = 0; section < key.sections.length; section++) {
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeHidden();
    if (section < key.sections.length - 1) await page.getByRole('button', { name: 'Next Section' }).click();
  }
  await expect(page.getByText('Content Completed!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete Module' })).toHaveAttribute('href', '/courses');
  await expect(quizLocked).toBeHidden();

  const takeQuiz = async (pick: (question: (typeof key.questions)[number]) => number) => {
    for (const [index, question] of key.questions.entries()) {
      await expect(page.getByText(`Question ${index + 1} of ${key.questions.length}`)).toBeVisible();
      await page
        .getByRole('radiogroup', { name: question.question })
        .getByRole('radio', { name: question.options[pick(question)], exact: true })
        .check();
      if (index < key.questions.length - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
  };

  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('timer').or(page.getByLabel('Time left')).first()).toHaveText(/^\d+:\d\d$/);
  await takeQuiz((question) => (question.answer + 1) % question.options.length);
  await expect(page.getByText('Quiz Not Passed').first()).toBeVisible();
  await expect(page.getByText('You scored 0%. Try reviewing the content and retake the quiz.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await takeQuiz((question) => question.answer);
  await expect(page.getByText('Quiz Passed! 🎉').first()).toBeVisible();
  await expect(page.getByText('Excellent! You scored 100% and completed the module!').first()).toBeVisible();
  await expect(page.getByText('Module Completed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Quiz' })).toBeHidden();

  // The notice is shown once: not on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: key.title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Module completed' })).toBeVisible();
  await expect(page.getByText('Module Completed!')).toBeHidden();

  await siteHeader(page).getByRole('link', { name: 'Courses' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: key.title }) });
  await expect(card.getByRole('link', { name: 'Review Module' })).toBeVisible();
  await expect(card.getByText('Completed')).toBeVisible();

  await siteHeader(page).getByRole('link', { name: 'Dashboard' }).click();
  const total = ((await (await page.request.get('/api/modules')).json()) as unknown[]).length;
  await expect(page.getByText(`1/${total}`).first()).toBeVisible();
});
