import { expect, test } from '../support/fixtures.ts';
import { signInAsNewLearner } from '../support/pages.ts';

/** The shipped assessment's right options, question by question (services/learning/content/skill-assessment.yaml). */
const rightOptions = [1, 2, 0, 3, 1, 2, 0, 3, 2, 1];

test('a learner’s path follows their goals, then puts the weakest area of their assessment first', async ({ page }) => {
  const learner = await signInAsNewLearner(page, 'Robin');
  const saved = await page.request.post('/api/onboarding', {
    data: {
      businessType: 'small_business',
      industryExperience: 'intermediate',
      aiExperience: 'basic',
      primaryGoals: ['improve_conversion'],
      monthlyRevenue: '10k-50k',
      teamSize: '2-5',
      biggestChallenges: ['low_conversion'],
      learningPreference: 'hands_on',
      timeCommitment: '3-5_hours',
      specificInterests: ['ab_testing'],
      businessDescription: 'An online tea shop.',
      businessName: 'Leaf & Cup',
      firstName: 'Robin',
      lastName: learner.lastName,
      email: learner.email,
    },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/');
  const path = page.getByRole('region', { name: 'Your path' });
  await expect(path.getByRole('link', { name: 'Writing Website Copy That Converts with AI' })).toBeVisible();
  await expect(path.getByText('Because you want to convert more website visitors')).toBeVisible();
  await expect(path.getByText('On track')).toBeVisible();

  // The assessment with both ROI & Metrics questions (the last two) answered wrongly.
  await page.goto('/skill-assessment');
  for (let question = 0; question < rightOptions.length; question++) {
    await expect(page.getByText(`Question ${question + 1} of 10`)).toBeVisible();
    const right = rightOptions[question]!;
    await page
      .getByRole('radio')
      .nth(question >= 8 ? (right + 1) % 4 : right)
      .check();
    await page.getByRole('button', { name: question === 9 ? 'Complete Assessment' : 'Next' }).click();
  }
  await expect(page.getByText('Assessment Complete!').first()).toBeVisible();
  await page.getByRole('link', { name: 'Start Recommended Learning Path' }).click();

  await expect(page).toHaveURL(/\/#your-path$/);
  await expect(path.getByRole('heading', { name: 'Your path' })).toBeFocused();
  await expect(path.getByRole('link', { name: 'Measuring AI ROI: Baselines, Business Cases and Payback' })).toBeVisible();
  await expect(path.getByText('Because you scored 0% on ROI & Metrics').first()).toBeVisible();
  await path.getByRole('button', { name: 'Show the whole path (15 modules)' }).click();
  const list = path.getByRole('list', { name: 'Your path, in order' });
  await expect(list.locator(':scope > li')).toHaveCount(15);
  // New to AI: the advanced modules wait until last.
  await expect(list.locator(':scope > li').last()).toContainText('as you are new to AI');
});
