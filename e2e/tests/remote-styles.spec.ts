import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signIn, siteHeader } from '../support/pages.ts';

/**
 * A remote redeployed alone, with classes neither the shell nor another remote has ever seen, styles
 * its own pages with them, whatever the shell's stylesheet holds, and nothing outside its pages
 * (docs/decisions/039-styles-scoped-to-their-slice.md). The tools remote's stylesheet is built
 * again with the classes of fixtures/remote-styles/classes.html among its sources, by the remote's
 * own pipeline, and served in place of the one the platform was built with.
 */

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/remote-styles');
const toolsDir = path.resolve(fixtureDir, '../../../mfe-tools');

/** The tools remote's stylesheet with the fixture's classes, built as its production build builds it. */
async function buildFixtureStylesheet(): Promise<string> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'academy-remote-styles-'));
  try {
    execFileSync('npx', ['rsbuild', 'build', '-c', path.join(fixtureDir, 'rsbuild.config.mjs')], {
      cwd: toolsDir,
      env: { ...process.env, NODE_ENV: 'production', REMOTE_STYLES_OUT: out },
      stdio: 'pipe',
    });
    return await readFile(path.join(out, 'static/css/fixture.css'), 'utf8');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

interface FixtureStyle {
  display: string;
  letterSpacing: string;
  outlineStyle: string;
}

/** Puts the fixture's elements at the end of `holder` (a selector), in a box named `name`. */
async function placeFixture(page: Page, holder: string, name: string, markup: string): Promise<void> {
  await page.locator(holder).first().waitFor({ state: 'attached' });
  await page.evaluate(
    ({ holder, name, markup }) => {
      const box = document.createElement('div');
      box.dataset['fixtureIn'] = name;
      box.innerHTML = markup;
      document.querySelector(holder)!.append(box);
    },
    { holder, name, markup },
  );
}

/** The computed styles of the fixture's elements in the box named `name`. */
function fixtureStyles(page: Page, name: string): Promise<Record<string, FixtureStyle>> {
  return page.evaluate((name) => {
    const box = document.querySelector(`[data-fixture-in="${name}"]`)!;
    return Object.fromEntries(
      Array.from(box.querySelectorAll<HTMLElement>('[data-fixture]')).map((element) => {
        const style = getComputedStyle(element);
        return [element.dataset['fixture'], { display: style.display, letterSpacing: style.letterSpacing, outlineStyle: style.outlineStyle }];
      }),
    );
  }, name);
}

const wide = { width: 1280, height: 800 };
const narrow = { width: 375, height: 812 };

/** In the tools page: the remote's responsive class wins over its base one from `sm` (640 px) up, the base one below. */
function inTools(viewport: { width: number }) {
  const small = viewport.width < 640;
  return {
    'responsive-over-base': { display: small ? 'none' : 'inline-grid' },
    'base-under-responsive': { display: small ? 'inline-grid' : 'none' },
    unseen: { outlineStyle: 'dashed' },
  };
}

/** Outside the tools page (the frame, another remote's page): the shell's `hidden` stays and none of the remote's classes apply. */
const untouched = { 'responsive-over-base': { display: 'none' }, unseen: { letterSpacing: 'normal', outlineStyle: 'none' } };

test.describe("a remote's stylesheet", () => {
  let stylesheet = '';
  let markup = '';

  test.beforeAll(async () => {
    stylesheet = await buildFixtureStylesheet();
    markup = (await readFile(path.join(fixtureDir, 'classes.html'), 'utf8')).replace(/<!--[\s\S]*?-->/g, '');
  });

  test("mounts the remote's prerendered page inside its slice's element, as the app does", async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const document = await (await page.request.get('/tools')).text();
    const mainStart = /<main\b[^>]*>([\s\S]{0,160})/.exec(document)?.[1];
    expect(mainStart).toContain('<div data-slice="tools" class="contents"><div data-prerendered-page="tools" class="contents">');
  });

  test('styles its own page with classes the shell has never seen, responsive ones over base ones at both widths, and nothing outside it', async ({ page }) => {
    // The rebuilt stylesheet has the fixture's classes.
    expect(stylesheet).toContain('sm\\:inline-grid');
    await page.route('**/mfe/tools/static/css/**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: stylesheet }));
    await page.setViewportSize(wide);
    await signIn(page, 'owner', { onboarded: true });

    // Into the tools page the app draws, its stylesheet loaded as the app loads it.
    await siteHeader(page).getByRole('link', { name: 'Tools', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Business Tools' })).toBeVisible();
    // The app has taken over from the prerendered document (whose frame it removes).
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await placeFixture(page, 'main [data-slice="tools"]', 'tools', markup);
    await placeFixture(page, 'header', 'frame', markup);

    for (const viewport of [wide, narrow]) {
      await page.setViewportSize(viewport);
      await expect.poll(() => fixtureStyles(page, 'tools'), `the tools page at ${viewport.width} px`).toMatchObject(inTools(viewport));
      expect(await fixtureStyles(page, 'frame'), `the frame at ${viewport.width} px`).toMatchObject(untouched);
    }
    expect((await fixtureStyles(page, 'tools'))['unseen']?.letterSpacing).not.toBe('normal');

    // Another remote's page, the tools stylesheet still in the document: none of its classes reach it.
    await page.setViewportSize(wide);
    await siteHeader(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Modules' })).toBeVisible();
    expect(await page.locator('link[rel="stylesheet"][href*="/mfe/tools/"]').count()).toBeGreaterThan(0);
    await placeFixture(page, 'main [data-slice="learning"]', 'learning', markup);
    expect(await fixtureStyles(page, 'learning')).toMatchObject(untouched);
  });
});
