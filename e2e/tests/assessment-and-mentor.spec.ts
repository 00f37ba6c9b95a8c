import { selectReply } from '../../shell/src/mentor/mentor-rules.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/pages.ts';

test('a learner takes the skill assessment from the first question to saved results', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/skill-assessment');
  for (let question = 1; question <= 10; question++) {
    const options = page.getByRole('radio');
    await expect(options.first()).toBeVisible();
    const advance = page.getByRole('button', { name: question === 10 ? 'Complete Assessment' : 'Next' });
    await expect(advance).toBeDisabled();
    await options.nth(question % 4 === 0 ? 1 : 0).check();
    await advance.click();
  }
  await expect(page.getByText('Assessment Complete!').first()).toBeVisible();
  for (const category of ['AI Fundamentals', 'Business Applications', 'AI Tools', 'Implementation', 'ROI & Metrics']) {
    await expect(page.getByText(category).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Recommended Learning Path' })).toHaveAttribute('href', '/#your-path');
  const records = await (await page.request.get('/api/skill-assessments')).json();
  expect(records).toHaveLength(5);
});

test('the mentor opens, answers after Thinking..., minimises and closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Learning Mentor' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Your intelligent guide for AI business mastery')).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Message the AI Learning Mentor' });
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input.fill('How do I get started?');
  await input.press('Enter');
  await expect(panel.getByText('Thinking...')).toBeVisible();
  await expect(panel.getByText('Thinking...')).toBeHidden({ timeout: 5_000 });
  // The canned reply the mentor's rules choose for a visitor asking how to start, on the landing page.
  const reply = selectReply('How do I get started?', 'landing', { signedIn: false });
  expect(reply.topic).toBe('start');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(reply.content.slice(0, 60), { exact: false })).toBeVisible();
  await expect(conversation.getByText('How do I get started?')).toBeVisible();

  await panel.getByRole('button', { name: 'Minimise AI Learning Mentor' }).click();
  await expect(input).toBeHidden();
  await panel.getByRole('button', { name: 'Restore AI Learning Mentor' }).click();
  await expect(input).toBeVisible();
  await panel.getByRole('button', { name: 'Close AI Learning Mentor' }).click();
  await expect(panel).toBeHidden();
});
