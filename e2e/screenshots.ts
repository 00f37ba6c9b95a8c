// `npm -w @academy/e2e run screenshots`: every page at 1280 px and 375 px, as a visitor and as a
// course owner, saved to e2e/screenshots/ for people to look at.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startPlatform, serviceNames } from '@academy/runner';
import { freePort } from '@academy/test-kit';
import { onboardingAnswers } from './support/course-content.ts';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
await mkdir(outDir, { recursive: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-shots-'));
await chmod(dataDir, 0o755);
const servicePorts = Object.fromEntries(await Promise.all(serviceNames.map(async (name) => [name, await freePort()] as const)));
const platform = await startPlatform({ dataDir, gatewayPort: await freePort(), postgresPort: await freePort(), servicePorts, env: { LOG_LEVEL: 'warn' }, log: console.log });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shoot(page: Page, name: string, url: string) {
  await page.goto(`${platform.url}${url}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
}

try {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const visitor = await browser.newPage({ viewport: { width, height } });
    for (const [name, url] of [
      ['landing', '/'],
      ['pricing', '/pricing'],
      ['terms', '/terms'],
      ['onboarding', '/onboarding'],
      ['not-found', '/nowhere'],
    ] as const) await shoot(visitor, `${width}-visitor-${name}`, url);
    await visitor.close();

    const context = await browser.newContext({ viewport: { width, height } });
    const learner = await context.newPage();
    await learner.goto(`${platform.url}/api/login`);
    await learner.getByRole('button', { name: 'Learner (owns the course)' }).click();
    await learner.waitForURL(/\/(onboarding)?$/);
    await learner.request.post(`${platform.url}/api/onboarding`, { data: onboardingAnswers });
    for (const [name, url] of [
      ['dashboard', '/'],
      ['courses', '/courses'],
      ['module-1', '/module/1'],
      ['tools', '/tools'],
      ['crm', '/crm'],
      ['skill-assessment', '/skill-assessment'],
      ['pricing', '/pricing'],
    ] as const) await shoot(learner, `${width}-learner-${name}`, url);
    await learner.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
    await learner.waitForTimeout(500);
    await learner.screenshot({ path: path.join(outDir, `${width}-learner-mentor.png`) });
    await context.close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
