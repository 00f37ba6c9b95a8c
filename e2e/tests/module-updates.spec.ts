import pg from 'pg';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/pages.ts';
import { learningDatabaseUrl } from '../support/platforms.ts';

/** Module 11 of the shipped course is at version 2 (services/learning/content/modules/11-measuring-ai-roi.md). */
const updated = { id: 11, title: 'Measuring AI ROI: Baselines, Business Cases and Payback', note: 'test the business case at half the expected gains' };

async function learningDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: learningDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test('a learner who started a module before its update is told what changed until they say Got it; their progress stays', async ({ page }) => {
  await signIn(page, 'owner', { onboarded: true });
  expect((await page.request.post('/api/progress', { data: { moduleId: updated.id, markSection: 0 } })).status()).toBe(200);
  const { id: userId } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  // As if they had started it on version 1, before version 2 was published.
  await learningDatabase((client) => client.query('update progress set content_version = 1 where user_id = $1 and module_id = $2', [userId, updated.id]));

  await page.goto('/');
  const onDashboard = page.getByRole('list', { name: 'Course updates' }).getByRole('status', { name: `${updated.title}: Updated since you started it` });
  await expect(onDashboard).toContainText(updated.note);
  await onDashboard.getByRole('link', { name: updated.title }).click();

  await expect(page).toHaveURL(new RegExp(`/module/${updated.id}$`));
  const onModulePage = page.getByRole('status', { name: `${updated.title}: Updated since you started it` });
  await expect(onModulePage).toContainText(`Updated since you started it: New in “The ROI formula and what to count”: ${updated.note}`);
  await onModulePage.getByRole('button', { name: `Got it: mark the update to ${updated.title} as read` }).click();
  await expect(onModulePage).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: updated.title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toBeVisible();
  await expect(page.getByText('Updated since you started it')).toHaveCount(0);
  const records = (await (await page.request.get('/api/progress')).json()) as { moduleId: number; sectionsCompleted: number[] }[];
  expect(records.find((record) => record.moduleId === updated.id)?.sectionsCompleted).toContain(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Continue Learning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course updates' })).toHaveCount(0);
});
