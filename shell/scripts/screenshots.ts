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
