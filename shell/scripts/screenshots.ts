/**
 * Renders the built shell in a real Chromium and saves screenshots of the frame's pages at
 * desktop (1280 px) and phone (375 px) widths, for a visual check of every change.
 *
 *   npm -w @academy/shell run build && npm -w @academy/shell run screenshots [-- OUT_DIR]
 *
 * The signed-in shots answer /api/auth/user with a sample learner inside the browser only.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startPreview } from './preview.ts';

const outDir = path.resolve(process.argv[2] ?? '/tmp/shell-screenshots');
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const sampleLearner = {
  id: 'preview-learner',
  email: 'learner@example.com',
  firstName: 'Lena',
  lastName: 'Learner',
  profileImageUrl: null,
  role: 'user',
  permissions: [],
  subscriptionPlan: 'free',
  subscriptionStatus: 'inactive',
  skillLevel: 'beginner',
  isAdmin: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

interface Shot {
  name: string;
  path: string;
  signedIn?: boolean;
  fullPage?: boolean;
  waitFor: string;
}

const shots: Shot[] = [
  { name: 'landing', path: '/', waitFor: 'h1' },
  { name: 'landing-full', path: '/', fullPage: true, waitFor: 'h1' },
  { name: 'terms', path: '/terms', waitFor: 'h1' },
  { name: 'not-found', path: '/no-such-page', waitFor: 'h1' },
  { name: 'pricing', path: '/pricing', waitFor: 'h1, [role="alert"]' },
  { name: 'signin-failed', path: '/?signin=failed', waitFor: 'text=Sign-in failed' },
  { name: 'member-terms', path: '/terms', signedIn: true, waitFor: 'h1' },
  { name: 'member-courses', path: '/courses', signedIn: true, waitFor: 'h1, [role="alert"]' },
];

async function answerAuth(page: Page, signedIn: boolean) {
  await page.route('**/api/auth/user', (route) =>
    signedIn
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(sampleLearner) })
      : route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'IDENTITY_UNAUTHENTICATED', message: 'Not signed in', requestId: 'preview' } }),
        }),
  );
}

const preview = await startPreview({ gatewayUrl: 'http://127.0.0.1:9' });
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(outDir, { recursive: true });
const problems: string[] = [];
try {
  for (const width of [1280, 375]) {
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width, height: width > 800 ? 800 : 740 } });
      page.on('pageerror', (error) => problems.push(`${shot.name}@${width}: ${error.message}`));
      await answerAuth(page, shot.signedIn ?? false);
      await page.goto(`${preview.url}${shot.path}`);
      await page.waitForSelector(shot.waitFor, { timeout: 15_000 });
      await page.waitForTimeout(400);
      const file = path.join(outDir, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await page.close();
    }
  }

  // The mentor: a visitor's conversation, the minimised panel, and a learner's tip and suggestions.
  for (const width of [1280, 375]) {
    const viewport = { width, height: width > 800 ? 800 : 740 };
    const visitor = await browser.newPage({ viewport });
    visitor.on('pageerror', (error) => problems.push(`mentor-visitor@${width}: ${error.message}`));
    await answerAuth(visitor, false);
    await visitor.goto(`${preview.url}/`);
    await visitor.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
    await visitor.getByRole('textbox', { name: 'Message the AI Learning Mentor' }).fill('How do I get started?');
    await visitor.keyboard.press('Enter');
    await visitor.getByText('Thinking...').waitFor({ timeout: 5_000 });
    await visitor.screenshot({ path: path.join(outDir, `mentor-thinking-${width}.png`) });
    await visitor.getByText('Thinking...').waitFor({ state: 'detached', timeout: 5_000 });
    await visitor.screenshot({ path: path.join(outDir, `mentor-open-${width}.png`) });
    await visitor.getByRole('button', { name: 'Minimise AI Learning Mentor' }).click();
    await visitor.screenshot({ path: path.join(outDir, `mentor-minimised-${width}.png`) });
    await visitor.close();

    const learnerPage = await browser.newPage({ viewport });
    learnerPage.on('pageerror', (error) => problems.push(`mentor-learner@${width}: ${error.message}`));
    await answerAuth(learnerPage, true);
    await learnerPage.route('**/api/progress', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await learnerPage.route('**/api/stats', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          currentStreak: 3,
          estimatedRoi: 0,
          estimatedRoiExplanation: [],
          totalStudyTime: 0,
          minutesToday: 0,
          completedModules: 0,
          totalModules: 15,
          timeZone: 'UTC',
        }),
      }),
    );
    await learnerPage.goto(`${preview.url}/`);
    const tip = learnerPage.getByRole('complementary', { name: 'Welcome! Start Here' });
    try {
      await tip.waitFor({ timeout: 15_000 });
      await learnerPage.screenshot({ path: path.join(outDir, `mentor-tip-${width}.png`) });
      await tip.getByRole('button', { name: 'Chat with the Mentor' }).click();
    } catch {
      problems.push(`mentor-learner@${width}: no tip on the dashboard (is mfe-learning built?)`);
      await learnerPage.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
    }
    await learnerPage.getByRole('dialog', { name: 'AI Learning Mentor' }).waitFor();
    await learnerPage.waitForTimeout(300);
    await learnerPage.screenshot({ path: path.join(outDir, `mentor-learner-${width}.png`) });
    await learnerPage.close();
  }

  // A remote that is down shows the error box inside the frame; Retry loads it once it is back.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => problems.push(`remote-retry: ${error.message}`));
  await answerAuth(page, false);
  await page.route('**/mfe/commerce/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${preview.url}/pricing`);
  await page.getByText('This part of the academy could not be loaded').waitFor({ timeout: 15_000 });
  await page.screenshot({ path: path.join(outDir, 'remote-down-1280.png') });
  await page.unroute('**/mfe/commerce/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  try {
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'could not be loaded' }).waitFor({ timeout: 15_000 });
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    console.log(`after Retry: ${heading}`);
  } catch {
    problems.push('remote-retry: the remote did not load after Retry');
  }
  await page.screenshot({ path: path.join(outDir, 'remote-retried-1280.png') });
  await page.close();
} finally {
  await browser.close();
  await preview.close();
}
if (problems.length > 0) {
  console.error(`Page errors:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
