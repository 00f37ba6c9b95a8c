import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { repoRoot } from '@academy/runner';
import { expect, newJourneyContext, test } from '../support/fixtures.ts';
import { releaseCommand } from '../support/release-commands.ts';
import { NEXT_TOOLS_PAGE, nextToolsVersion } from '../support/next-tools-build.ts';
import { signInAsNewLearner } from '../support/pages.ts';
import { platformUrl } from '../support/platforms.ts';

/*
 * A team releases its slice alone on a running platform: the tools remote's next version (a new page
 * path, classes no build has) is released, canaried to half of the signed-in learners (two learners
 * see different versions), promoted and rolled back — with the release commands only: the shell and
 * the gateway are neither rebuilt nor restarted, the other slices are untouched, and a tab opened
 * before each step keeps working.
 */

const release = (script: string, ...args: string[]) => releaseCommand('tools-team@academy.test', script, ...args);

interface Learner {
  context: BrowserContext;
  page: Page;
}

async function newLearner(browser: Browser, firstName: string): Promise<Learner> {
  const context = await newJourneyContext(browser);
  const page = await context.newPage();
  await signInAsNewLearner(page, firstName);
  return { context, page };
}

/** The release cohort cookie the shell set in a learner's browser (the canaried slices), if any. */
async function canaryCookieOf(learner: Learner): Promise<string | undefined> {
  return (await learner.context.cookies()).find((cookie) => cookie.name === 'academy_canary')?.value;
}

/** Opens the new page as a reload would (a fresh page load reads /config.json again). */
async function openLab(page: Page): Promise<'new version' | 'not found'> {
  await page.goto(NEXT_TOOLS_PAGE.path);
  const found = page.getByRole('heading', { level: 1, name: NEXT_TOOLS_PAGE.heading });
  const missing = page.getByRole('heading', { level: 1, name: /not found/i });
  await expect(found.or(missing)).toBeVisible({ timeout: 20_000 });
  return (await found.isVisible()) ? 'new version' : 'not found';
}

/** A tab opened earlier moves to two pages whose code is loaded lazily: both draw, and none of its remote's files is missing. */
async function stillWorks(tab: Page, missing: string[]): Promise<void> {
  for (const [link, heading] of [
    ['/analytics', 'Analytics Dashboard'],
    ['/challenges', 'Challenge Arena'],
    ['/tools', 'AI Business Tools'],
  ] as const) {
    await tab.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  }
  expect(missing).toEqual([]);
}

function watchMissing(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/mfe/') && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  return missing;
}

test('the tools team releases, canaries, promotes and rolls back its slice alone while learners use it', async ({ browser }) => {
  test.setTimeout(300_000);
  const shellFiles = ['index.html', 'app.html'].map((file) => path.join(repoRoot, 'shell', 'dist', file));
  const shellBefore = await Promise.all(shellFiles.map(async (file) => (await stat(file)).mtimeMs));
  const configBefore = (await (await fetch(`${platformUrl()}/config.json`)).json()) as { remotes: Record<string, string> };

  // A tab opened before any release, on the tools slice.
  const learners: Learner[] = [await newLearner(browser, 'Early')];
  const earlyTab = await learners[0]!.context.newPage();
  const earlyMissing = watchMissing(earlyTab);
  await earlyTab.goto('/tools');
  await expect(earlyTab.getByRole('heading', { level: 1, name: 'AI Business Tools' })).toBeVisible({ timeout: 20_000 });

  // The build running now becomes the first release (live); the next version is the candidate, shown to nobody yet.
  expect(await release('release', 'tools', '--from', path.join(repoRoot, 'mfe-tools', 'dist'))).toMatch(/and live/);
  const nextBuild = await nextToolsVersion();
  expect(await release('release', 'tools', '--from', nextBuild)).toMatch(/as the candidate/);
  expect(await openLab(learners[0]!.page)).toBe('not found');

  // Canary to half of the signed-in learners: two learners see different versions (sticky per learner).
  await release('release:canary', 'tools', '50');
  let inCanary: Learner | undefined;
  let outside: Learner | undefined;
  for (let index = 0; index < 12 && !(inCanary && outside); index++) {
    const learner = learners[index] ?? (await newLearner(browser, `Canary${index}`));
    if (!learners.includes(learner)) learners.push(learner);
    if ((await openLab(learner.page)) === 'new version') inCanary ??= learner;
    else outside ??= learner;
  }
  if (!inCanary || !outside) throw new Error('12 learners all got the same version of a 50 % canary');
  // Sticky: asked again, each gets the same version.
  expect(await openLab(inCanary.page)).toBe('new version');
  expect(await openLab(outside.page)).toBe('not found');
  // Each browser tells the services its release cohort (decision 050): the canaried learner's requests count as tools' candidate.
  expect(await canaryCookieOf(inCanary)).toBe('tools');
  expect(await canaryCookieOf(outside)).toBeUndefined();
  // Its new classes, the responsive one over the base one, from its own stylesheet.
  const banner = inCanary.page.getByTestId('lab-banner');
  // The colour a utility gives an element of the slice (as the browser writes it), from a probe beside the banner.
  const colourOf = (utility: string) =>
    banner.evaluate((element, className) => {
      const probe = element.ownerDocument.createElement('span');
      probe.className = className;
      element.parentElement?.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    }, utility);
  const transparent = 'rgba(0, 0, 0, 0)';
  await inCanary.page.setViewportSize({ width: 375, height: 800 });
  const fuchsia = await colourOf('bg-fuchsia-700');
  expect(fuchsia).not.toBe(transparent);
  await expect(banner).toHaveCSS('background-color', fuchsia);
  await inCanary.page.setViewportSize({ width: 1280, height: 800 });
  const emerald = await colourOf('md:bg-emerald-700');
  expect([emerald === transparent, emerald === fuchsia]).toEqual([false, false]);
  await expect(banner).toHaveCSS('background-color', emerald);
  await stillWorks(earlyTab, earlyMissing);
  const canaryTab = await inCanary.context.newPage();
  const canaryMissing = watchMissing(canaryTab);
  await canaryTab.goto('/tools');
  await expect(canaryTab.getByRole('heading', { level: 1, name: 'AI Business Tools' })).toBeVisible({ timeout: 20_000 });

  // Promoted: everyone gets it.
  await release('release:promote', 'tools');
  expect(await openLab(outside.page)).toBe('new version');
  await stillWorks(earlyTab, earlyMissing);

  // Rolled back: the version before, for everyone; tabs opened on either version keep working.
  expect(await release('release:rollback', 'tools')).toMatch(/everyone is on [0-9a-f]{16}/);
  expect(await openLab(inCanary.page)).toBe('not found');
  expect(await openLab(outside.page)).toBe('not found');
  // No canary any more: the cookie is gone with the next page load.
  expect(await canaryCookieOf(inCanary)).toBeUndefined();
  await stillWorks(earlyTab, earlyMissing);
  await stillWorks(canaryTab, canaryMissing);

  const status = await release('release:status');
  expect(status).toMatch(/^tools: live [0-9a-f]{16} \(released .* by tools-team@academy\.test\); 2 version\(s\) kept$/m);
  expect(status).toMatch(/^learning: the build the gateway started with \(nothing released\)$/m);

  // Nothing else was rebuilt or changed: the shell's pages, the other slices' remotes.
  expect(await Promise.all(shellFiles.map(async (file) => (await stat(file)).mtimeMs))).toEqual(shellBefore);
  const configAfter = (await (await fetch(`${platformUrl()}/config.json`)).json()) as { remotes: Record<string, string> };
  expect({ ...configAfter.remotes, tools: '' }).toEqual({ ...configBefore.remotes, tools: '' });

  // The platform as the next journeys expect it: the build it started with.
  await release('release:rollback', 'tools', 'build');
  expect(((await (await fetch(`${platformUrl()}/config.json`)).json()) as { remotes: Record<string, string> }).remotes).toEqual(configBefore.remotes);
  for (const learner of learners) await learner.context.close();
});
