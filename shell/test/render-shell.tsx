import { COURSE_PLAN_ID, defaultRuntimeConfig, type AuthUser, type RuntimeConfig, type SliceName, type SubscriptionPlan } from '@academy/contracts';
import { createToastStore } from '@academy/ui';
import type { RemoteApp, RemoteRoute } from '@academy/web-kit';
import { act, render, type RenderOptions } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createShell } from '../src/app/create-shell.ts';
import { ShellApp } from '../src/app/shell-app.tsx';
import { createRemoteAppLoader, type RemoteImporter } from '../src/remotes/remote-app-loader.ts';

/** Node's own timer, taken before any test installs fake ones. */
const realSetTimeout = globalThis.setTimeout;

/**
 * With fake timers: runs due timers and pending promises, without moving the fake clock, until
 * `until()` holds. Between rounds it also lets real time pass, because some of what the page waits
 * for is real I/O that no fake clock drives (a lazily imported part such as the toast area, which
 * takes longer to load on a busy machine). Gives up after `withinMs` of real time.
 */
export async function settleUntil(until: () => boolean, withinMs = 5_000) {
  const rounds = Math.ceil(withinMs / 10);
  for (let round = 0; round < rounds && !until(); round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    if (!until()) await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
  if (!until()) throw new Error(`the page did not settle within ${withinMs} ms`);
}

export const testConfig: RuntimeConfig = defaultRuntimeConfig();

export const learner: AuthUser = {
  id: 'user-1',
  email: 'learner@academy.test',
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

/** A minimal stand-in for fetch's Response (no streams, so fake timers work). */
export function jsonResponse(status: number, body: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/** Answers by path (without its query string); each gets the whole path asked for. */
export type FetchRoutes = Record<string, (path: string) => Response | Promise<Response>>;

/** Stubs fetch with answers by path; /api/auth/user answers the given user or 401. */
export function stubFetch(user: AuthUser | null | 'error', routes: FetchRoutes = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (path === '/api/auth/user') {
      if (user === 'error') return jsonResponse(503, '', 'Service Unavailable');
      return user ? jsonResponse(200, user) : jsonResponse(401, { error: { code: 'IDENTITY_UNAUTHENTICATED', message: 'Sign in first', requestId: 'r-1' } });
    }
    const answer = routes[path] ?? routes[path.split('?')[0] ?? path];
    if (!answer) return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No ${path}`, requestId: 'r-2' } }, 'Not Found');
    return answer(path);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The commerce catalogue (GET /api/subscription-plans) with the course offer at `cents`: tests use a
 * price no page could have written itself, as an administrator's change in Pricing Management would.
 */
export function catalogueAt(cents: number): FetchRoutes {
  const offer: SubscriptionPlan = {
    id: COURSE_PLAN_ID,
    name: 'AI Business Growth Mastery',
    description: 'The complete course with lifetime access, sold once.',
    price: cents,
    interval: 'once',
    features: ['15+ in-depth learning modules'],
    isPopular: true,
    isActive: true,
    stripePriceId: null,
  };
  return { '/api/subscription-plans': () => jsonResponse(200, [offer]) };
}

export function page(path: string, title: string, component: RemoteRoute['component'], access: RemoteRoute['access'] = 'public'): RemoteRoute {
  return { path, title, component, access };
}

export function remoteApp(appId: SliceName, routes: RemoteRoute[]): RemoteApp {
  return { appId, version: 1, routes };
}

/** An importer that answers `{ app }` for the slices given and fails for the others. */
export function importerOf(apps: Partial<Record<SliceName, RemoteApp>>): RemoteImporter & ReturnType<typeof vi.fn> {
  return vi.fn(async (slice: SliceName) => {
    const app = apps[slice];
    if (!app) throw new Error(`Failed to fetch /mfe/${slice}/mf-manifest.json`);
    return { app };
  });
}

export interface RenderShellOptions {
  path?: string;
  importer?: RemoteImporter;
  redirect?: (url: string) => void;
  /** The runtime configuration (/config.json); testConfig, the embedded default, unless given. */
  config?: RuntimeConfig;
  /** React root options, e.g. onCaughtError for a test that expects an error boundary to catch. */
  renderOptions?: Pick<RenderOptions, 'onCaughtError'>;
}

export function renderShell({ path = '/', importer = importerOf({}), redirect = vi.fn(), config = testConfig, renderOptions }: RenderShellOptions = {}) {
  const toastStore = createToastStore();
  const shell = createShell({
    config,
    remoteLoader: createRemoteAppLoader(importer),
    redirect,
    history: createMemoryHistory({ initialEntries: [path] }),
    toastStore,
  });
  const view = render(<ShellApp shell={shell} />, renderOptions);
  return { ...view, shell, toastStore, redirect, importer };
}
