import type { APIRequestContext } from '@playwright/test';
import { expect, newJourneyContext, test } from '../support/fixtures.ts';
import { payWithCard, startPurchase, testCards } from '../support/checkout.ts';
import { quizKey } from '../support/course-content.ts';
import { signInAsNewLearner } from '../support/pages.ts';

/*
 * The course certificate: a learner buys the course, completes every module (through the API, as
 * the module journeys already cover the pages), gets the certificate with its PDF, LinkedIn link
 * and public link; a visitor checks it; a refund revokes it.
 */

interface ModuleBody {
  content: { sections: unknown[] };
  hasVideo: boolean;
  quiz: { questions: Array<{ id: string; question: string }> } | null;
}

/** Completes one module as a learner who studied: every section, the video, the quiz passed with the answer key. */
async function completeModule(request: APIRequestContext, moduleId: number) {
  const module = (await (await request.get(`/api/modules/${moduleId}`)).json()) as ModuleBody;
  const sections = module.content.sections.map((_, index) => index);
  expect(
    (await request.post('/api/progress', { data: { moduleId, sectionsCompleted: sections, ...(module.hasVideo ? { videoWatched: true } : {}) } })).status(),
  ).toBe(200);
  if (!module.quiz) return;
  const key = await quizKey(moduleId);
  const answers = Object.fromEntries(
    module.quiz.questions.map((question) => [question.id, key.questions.find((known) => known.question === question.question)?.answer ?? 0]),
  );
  const attempt = await request.post(`/api/modules/${moduleId}/quiz-attempt`, { data: {} });
  expect([200, 201]).toContain(attempt.status());
  const { attemptId } = (await attempt.json()) as { attemptId: number };
  // Quiz submissions are limited per learner and minute: a refusal (429) is sent again once the window allows.
  await expect(async () => {
    const graded = await request.post(`/api/modules/${moduleId}/quiz-attempt/submit`, { data: { attemptId, answers } });
    expect(graded.status()).toBe(200);
    expect(((await graded.json()) as { passed: boolean }).passed).toBe(true);
  }).toPass({ timeout: 120_000, intervals: [5_000] });
}

test('a learner who completes every module gets a certificate anyone can check, and a refund revokes it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const firstName = 'Grace';
  const { lastName } = await signInAsNewLearner(page, firstName);
  await startPurchase(page);
  await payWithCard(page, testCards.succeeds);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect.poll(async () => ((await (await page.request.get('/api/modules/2')).json()) as { access: string }).access, { timeout: 15_000 }).toBe('owned');

  await page.goto('/certificate');
  await expect(page.getByRole('heading', { name: 'No certificate yet' })).toBeVisible();

  const modules = (await (await page.request.get('/api/modules')).json()) as Array<{ id: number }>;
  expect(modules).toHaveLength(15);
  for (const { id } of modules) await completeModule(page.request, id);

  await page.goto('/certificate');
  const certificate = page.getByRole('article', { name: 'Certificate' });
  await expect(certificate).toContainText(`${firstName} ${lastName}`);
  await expect(certificate).toContainText('AI Business Growth Mastery');
  await expect(certificate.getByRole('list', { name: 'Modules completed' }).getByRole('listitem')).toHaveCount(15);
  await page.screenshot({ path: 'test-results/certificate-1280.png', fullPage: true });

  const pdfHref = await page.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('link', { name: /Add to LinkedIn profile/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/,
  );

  const publicLink = await page.getByRole('textbox', { name: 'Public link' }).inputValue();
  const verifyPath = new URL(publicLink).pathname;
  expect(verifyPath).toMatch(/^\/verify\/[0-9a-f-]{36}$/);

  // Someone who was given the link, not signed in.
  const visitor = await newJourneyContext(browser);
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(verifyPath);
    const verdict = visitorPage.getByRole('region', { name: 'Valid certificate' });
    await expect(verdict).toContainText(`to ${firstName} ${lastName} for completing AI Business Growth Mastery`);
    await visitorPage.screenshot({ path: 'test-results/certificate-verify-valid-1280.png', fullPage: true });

    await page.goto('/pricing');
    await page.getByRole('region', { name: 'Your purchases' }).getByRole('button', { name: 'Request a refund' }).click();
    await expect(page.getByText('Refund on its way', { exact: true })).toBeVisible();

    await expect(async () => {
      await visitorPage.goto(verifyPath);
      await expect(visitorPage.getByRole('region', { name: 'Revoked certificate' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(visitorPage.getByRole('region', { name: 'Revoked certificate' })).toContainText('The course was refunded.');
  } finally {
    await visitor.close();
  }
});
