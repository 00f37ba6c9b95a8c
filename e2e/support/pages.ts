import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { onboardingAnswers } from './course-content.ts';
import { platformUrl } from './platforms.ts';

export const accounts = {
  owner: { button: 'Learner (owns the course)', firstName: 'Alex' },
  free: { button: 'Learner (free preview)', firstName: 'Sam' },
  admin: { button: 'Administrator', firstName: 'Ada' },
} as const;
export type Account = keyof typeof accounts;

/**
 * Signs in through the built-in development provider, the way a person would. With `onboarded`,
 * the learner's onboarding answers are saved first (a fixture), so the dashboard does not send
 * them to /onboarding.
 */
export async function signIn(page: Page, account: Account = 'owner', options: { onboarded?: boolean } = {}): Promise<void> {
  await page.goto('/api/login');
  await page.getByRole('button', { name: accounts[account].button }).click();
  await expect(page).toHaveURL(/\/(onboarding)?$/);
  if (options.onboarded) {
    const saved = await page.request.post('/api/onboarding', { data: { ...onboardingAnswers, firstName: accounts[account].firstName } });
    expect(saved.status()).toBe(201);
    await page.goto('/');
  }
  await expect(
    page
      .getByRole('button', { name: 'Logout' })
      .or(page.getByRole('link', { name: 'Logout' }))
      .first(),
  ).toBeVisible();
}

/**
 * Drops the browser's session so that someone else can sign in. The page leaves the academy first:
 * a page of it left open meets the missing session on its next request and, as the spec asks, goes
 * to sign in by itself half a second later, which would cut short the test's own navigation.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The cookies of the course owner, signed in and onboarded: for specs that open pages as them in fresh contexts. */
export async function onboardedOwnerState(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: platformUrl() });
  await signIn(await context.newPage(), 'owner', { onboarded: true });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Signs in as a learner no other journey has touched: an administrator creates them (in a context
 * of their own), and they sign in through the development provider as any user on record does.
 * Journeys that need a first visit (onboarding) use it, so they do not depend on the order of the
 * journeys sharing the demo accounts.
 */
export async function signInAsNewLearner(page: Page, firstName: string): Promise<{ email: string; lastName: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastName = `Newcomer ${unique}`;
  const email = `newcomer-${unique}@academy.test`;
  const browser = page.context().browser();
  if (!browser) throw new Error('signInAsNewLearner needs a browser-backed page');
  const adminContext = await browser.newContext({ baseURL: platformUrl() });
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin');
    const created = await adminPage.request.post('/api/admin/users', { data: { email, firstName, lastName } });
    expect(created.status()).toBe(201);
  } finally {
    await adminContext.close();
  }
  await page.goto('/api/login');
  await page.getByRole('button', { name: `${firstName} ${lastName}` }).click();
  await expect(page).toHaveURL(/\/(onboarding)?$/);
  return { email, lastName };
}

export function siteHeader(page: Page) {
  return page.getByRole('banner');
}

/**
 * Counts the React renderers that register with the devtools hook: each copy of react-dom that
 * starts registers once, so more than one means a slice brought its own React.
 */
export async function installReactRendererProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
}

export function reactRendererVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((renderer) => renderer.version ?? 'unknown');
  });
}
