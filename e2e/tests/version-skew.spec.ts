import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { findPreviousRelease, previousReleaseBuilds, startGateway } from '@academy/runner';
import { expect, test } from '../support/fixtures.ts';
import { releaseCommand } from '../support/release-commands.ts';
import { signIn } from '../support/pages.ts';
import { platformUpstreams } from '../support/platforms.ts';

/*
 * Version skew (issue 22): a slice ships alone, so the shell and the remotes browsers meet are of
 * different releases. Against the previous release (the newest contract snapshot, built from the
 * commit that recorded it): the shell at HEAD with every remote at that release, and every remote
 * at HEAD with that release's shell. In each, an administrator walks a page of every slice: each
 * draws its page (no 404, no "could not be loaded"), no script error, no remote file missing.
 */

const remotes = ['learning', 'tools', 'commerce', 'backoffice'] as const;
/** A page of every slice, and the pages whose code each remote loads lazily. */
const walk = ['/', '/courses', '/module/1', '/tools', '/analytics', '/challenges', '/roi-calculator', '/pricing', '/admin', '/crm'];

const release = (script: string, ...args: string[]) => releaseCommand('version-skew@academy.test', script, ...args);

async function walkEverySlice(page: Page, origin: string): Promise<void> {
  const errors: string[] = [];
  const missing: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A script's error, not a request's (a slow answer on a busy machine is not a version's fault; a remote's missing file is counted below).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().includes('/mfe/') && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  for (const pathname of walk) {
    await page.goto(`${origin}${pathname}`);
    // The app in place of a prerendered page, and its page drawn (a lazy page shows a spinner first).
    await expect(page.locator('[data-prerendered]'), pathname).toHaveCount(0, { timeout: 30_000 });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${pathname}: ${errors.join(' | ')}`).toBeVisible({ timeout: 30_000 });
    await expect(heading, pathname).not.toHaveText(/404 Page Not Found/);
    await expect(page.getByText(/could not be loaded|ran into a problem/), `${pathname}: ${errors.join(' | ')}`).toHaveCount(0);
  }
  expect({ errors, missing }).toEqual({ errors: [], missing: [] });
}

test.describe('version skew with the previous release', () => {
  test.describe.configure({ mode: 'serial' });
  let builds: Awaited<ReturnType<typeof previousReleaseBuilds>> | undefined;

  test.beforeAll(async () => {
    // Built once per commit and kept in .data/previous-release: minutes the first time.
    test.setTimeout(900_000);
    const found = await findPreviousRelease();
    if (!found.found) throw new Error(`No previous release to run against: ${found.reason}`);
    console.log(`version skew: against release ${found.release.name} (${found.release.commit.slice(0, 7)})`);
    builds = await previousReleaseBuilds(found.release, (line) => console.log(line));
  });

  test('the shell at HEAD with every remote at the previous release', async ({ page }) => {
    test.setTimeout(300_000);
    for (const slice of remotes) {
      expect(await release('release', slice, '--from', builds![`mfe-${slice}`])).toMatch(/and live/);
    }
    try {
      await signIn(page, 'admin', { onboarded: true });
      await walkEverySlice(page, new URL(page.url()).origin);
    } finally {
      for (const slice of remotes) await release('release:rollback', slice, 'build');
    }
  });

  test("every remote at HEAD with the previous release's shell", async ({ page }) => {
    test.setTimeout(300_000);
    const { serviceUrls, standInsUrl } = platformUpstreams();
    const runtimeDir = await mkdtemp(path.join(os.tmpdir(), 'academy-skew-gateway-'));
    // A second gateway on the same services, serving the previous release's shell and the remotes at HEAD.
    const gateway = await startGateway({
      port: 0,
      serviceUrls,
      ...(standInsUrl ? { standInsUrl } : {}),
      staticRoots: { shell: builds!.shell },
      runtimeDir,
      prefer: 'nginx',
    });
    try {
      // Signed in through the platform's own gateway: the session cookie is the host's, whatever the port.
      await signIn(page, 'admin', { onboarded: true });
      await walkEverySlice(page, gateway.url);
    } finally {
      await gateway.stop();
      await rm(runtimeDir, { recursive: true, force: true });
    }
  });
});
