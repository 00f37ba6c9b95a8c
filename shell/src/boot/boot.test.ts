import { commerceOperations, COURSE_PLAN_ID } from '@academy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, CATALOGUE_PATH, type BootOptions } from './boot.ts';
import type { BootHandoff } from './boot-handoff.ts';

const APP_SCRIPT = '/static/js/index.abc.js';
const learningManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['static/js/async/app.1.js', 'static/js/async/t.2.js'] }, css: { sync: ['static/css/async/app.1.css'] } } }],
};

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const bodies = {
  landing:
    '<div id="root"><div data-prerendered="landing"><button type="button">Open AI Learning Mentor</button><a href="/pricing">Pricing</a>' +
    '<p>One-time <span data-course-price="">payment</span></p><p>Join for a one-time <span data-course-price="">payment</span> today</p></div></div>',
  app: '<div id="root"></div>',
  // A route document (decision 018): the frame prerendered, the owner's page inside it.
  frame:
    '<div id="root"><div data-prerendered="frame"><header><button type="button">Logout</button></header><main><div data-prerendered-page="learning"><h1>Learning Modules</h1></div></main></div></div>',
  // A route document whose owner has no prerendered page for the path: the frame alone.
  frameOnly:
    '<div id="root"><div data-prerendered="frame"><header><button type="button">Logout</button></header><main><div data-prerendered-page="learning"><link rel="preload" as="script" href="/static/js/index.abc.js"></div></main></div></div>',
};

/** The catalogue as the commerce service answers it: the course offer at $120 this time, never a price the page knew. */
const catalogue = [
  {
    id: COURSE_PLAN_ID,
    name: 'AI Business Growth Mastery',
    description: '',
    price: 12000,
    interval: 'once',
    features: [],
    isPopular: true,
    isActive: true,
    stripePriceId: null,
  },
];
/** What GET /config.json answers in the next boot. */
let configBody: Record<string, unknown> = { remotes: { learning: '/mfe/learning/mf-manifest.json' } };
/** How GET /api/subscription-plans answers in the next boot (a test may make it fail or never answer). */
let catalogueAnswer: () => Promise<Response> = () => Promise.resolve(answer(200, catalogue));

function startBoot(pathname: string, authStatus: number, search = '', page: keyof typeof bodies = 'landing') {
  document.head.innerHTML = '';
  document.body.innerHTML = bodies[page];
  document.documentElement.removeAttribute('data-landing');
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/auth/user') return Promise.resolve(answer(authStatus, authStatus === 200 ? { id: 'u1' } : { error: {} }));
    if (url === CATALOGUE_PATH) return catalogueAnswer();
    if (url === '/config.json') return Promise.resolve(answer(200, configBody));
    if (url.endsWith('/mfe/learning/mf-manifest.json')) return Promise.resolve(answer(200, learningManifest));
    if (url.startsWith('/api/')) return Promise.resolve(answer(200, { read: url }));
    return Promise.resolve(answer(404, {}));
  });
  const handoff: BootHandoff = {};
  const options: BootOptions = { appScripts: [APP_SCRIPT], document, location: { pathname, search }, fetch: fetchMock as typeof fetch, handoff };
  boot(options);
  return { fetchMock, handoff };
}

const appScriptsInHead = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const preloadsInHead = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);
const requested = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([input]) => String(input));

afterEach(() => {
  configBody = { remotes: { learning: '/mfe/learning/mf-manifest.json' } };
  catalogueAnswer = () => Promise.resolve(answer(200, catalogue));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-landing');
});

describe('boot on a route document', () => {
  it("asks who is signed in and the page's reads at once, and the app's scripts only after the first paint", async () => {
    const { fetchMock } = startBoot('/courses', 200, '', 'frame');
    expect(appScriptsInHead()).toEqual([]);
    expect(requested(fetchMock)).toEqual(['/api/auth/user']);
    await vi.waitFor(() => expect(requested(fetchMock)).toContain('/api/modules'));
    await vi.waitFor(() => expect(appScriptsInHead()).toEqual([APP_SCRIPT]));
    expect(requested(fetchMock)).toContain('/config.json');
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
  });

  it('loads the app at once when the document has the frame but not the page (nothing would paint sooner)', () => {
    startBoot('/courses', 200, '', 'frameOnly');
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
  });

  it('keeps a press on a button of the frame for the app to make again', async () => {
    const { handoff } = startBoot('/courses', 200, '', 'frame');
    const logout = document.querySelector('button')!;
    logout.click();
    expect(handoff.pendingPress).toBe(logout);
    await vi.waitFor(() => expect(appScriptsInHead()).toEqual([APP_SCRIPT]));
  });
});

describe('boot', () => {
  it("reads a visitor's sign-in answer to its end, so its request does not stay open holding a connection", async () => {
    const { fetchMock, handoff } = startBoot('/pricing', 401, '', 'frame');
    expect(await handoff.auth).toEqual({ status: 401 });
    const response = await (fetchMock.mock.results[0]!.value as Promise<Response>);
    expect(response.bodyUsed).toBe(true);
    await vi.waitFor(() => expect(appScriptsInHead()).toEqual([APP_SCRIPT]));
  });

  it('for a visitor on /, shows the prerendered landing page and loads no app script until the visitor reaches for the page', async () => {
    const { fetchMock, handoff } = startBoot('/', 401);

    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));
    expect(appScriptsInHead()).toEqual([]);
    expect(requested(fetchMock)).toEqual(['/api/auth/user', CATALOGUE_PATH]);
    expect(await handoff.auth).toEqual({ status: 401 });

    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
    expect(requested(fetchMock)).toEqual(['/api/auth/user', CATALOGUE_PATH, '/config.json']);
    // Once only.
    document.querySelector('a')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
  });

  it("fills the landing page's price slots from the catalogue before the page is shown, and hands the catalogue to the app", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    catalogueAnswer = async () => {
      await answered;
      return answer(200, catalogue);
    };
    const { handoff } = startBoot('/', 401);
    await handoff.auth;
    // Signed out, but the catalogue has not answered: the page stays hidden rather than show a price it would change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);

    release();
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));
    expect([...document.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One-time $120', 'Join for a one-time $120 today']);
    expect(await handoff.catalogue).toEqual(catalogue);
    // The visitor reaches for the page: the app loads (and this boot stops listening).
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
  });

  it('when the catalogue cannot be read, shows the landing page with its words and no number', async () => {
    catalogueAnswer = () => Promise.resolve(answer(503, { error: { code: 'GATEWAY_UPSTREAM_UNAVAILABLE' } }));
    const { handoff } = startBoot('/', 401);

    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));
    expect([...document.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['One-time payment', 'Join for a one-time payment today']);
    expect(await handoff.catalogue).toBeNull();
    document.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
  });

  it("asks the catalogue at commerce's operation path", () => {
    expect(CATALOGUE_PATH).toBe(commerceOperations.getPlans.path);
  });

  it('remembers a button of the static page pressed before the app was there', async () => {
    const { handoff } = startBoot('/', 401);
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));

    const button = document.querySelector('button')!;
    button.click();

    expect(handoff.pendingPress).toBe(button);
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
  });

  it("on the app's page at / (a session cookie was sent), loads the app at once, signed in or not", async () => {
    const visitor = startBoot('/', 401, '', 'app');
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
    await visitor.handoff.auth;
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);

    const learner = startBoot('/', 200, '', 'app');
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
    await learner.handoff.auth;
    await vi.waitFor(() => expect(Object.keys(learner.handoff.reads ?? {})).toContain('/api/modules'));
  });

  it('does not load the app when the pointer merely passes over text, only over a button', async () => {
    startBoot('/', 401);
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));

    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(appScriptsInHead()).toEqual([]);
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
  });

  it('for a signed-in user on /, keeps the landing page hidden and loads the app with the answer handed over', async () => {
    const { handoff } = startBoot('/', 200);

    await vi.waitFor(() => expect(appScriptsInHead()).toEqual([APP_SCRIPT]));
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
    expect(await handoff.auth).toEqual({ status: 200, body: { id: 'u1' } });
    expect(handoff.config).toBeInstanceOf(Promise);
  });

  it('on any other path, loads the app at once and asks who is signed in meanwhile', async () => {
    const { fetchMock, handoff } = startBoot('/pricing', 401);

    expect(appScriptsInHead()).toEqual([APP_SCRIPT]);
    expect(requested(fetchMock).slice(0, 2)).toEqual(['/api/auth/user', '/config.json']);
    expect(await handoff.auth).toEqual({ status: 401 });
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
  });

  it("preloads the page's remote entry and exposed chunks from its manifest, and still hands the configuration to the app", async () => {
    const { handoff } = startBoot('/module/3', 200);

    await vi.waitFor(() =>
      expect(preloadsInHead()).toEqual([
        '/mfe/learning/remoteEntry.js',
        '/mfe/learning/static/js/async/app.1.js',
        '/mfe/learning/static/js/async/t.2.js',
        '/mfe/learning/static/css/async/app.1.css',
      ]),
    );
    expect(document.head.querySelector<HTMLLinkElement>('link[href$="app.1.css"]')?.as).toBe('style');
    expect(await (await handoff.config!).json()).toEqual({ remotes: { learning: '/mfe/learning/mf-manifest.json' } });
    // The manifest's answer is kept for the federation runtime, readable although the boot script read it.
    const manifestUrl = new URL('/mfe/learning/mf-manifest.json', document.baseURI).href;
    expect(await (await (await handoff.manifests!)[manifestUrl]!).json()).toEqual(learningManifest);
  });

  it("asks a signed-in page's first reads once the sign-in answer is in, with the app's headers, and hands them over", async () => {
    const { fetchMock, handoff } = startBoot('/module/3', 200);
    await handoff.auth;

    await vi.waitFor(() => expect(Object.keys(handoff.reads ?? {})).toEqual(['/api/progress', '/api/stats', '/api/modules/3']));
    expect(await (await handoff.reads!['/api/modules/3']!).json()).toEqual({ read: '/api/modules/3' });
    const init = fetchMock.mock.calls.find(([input]) => String(input) === '/api/modules/3')?.[1];
    expect(init).toMatchObject({ credentials: 'include', headers: expect.objectContaining({ Accept: 'application/json', 'X-Time-Zone': expect.any(String) }) });
    expect(requested(fetchMock).filter((url) => url === '/api/progress')).toHaveLength(1);
  });

  it("asks a public page's public reads at once and nothing a visitor may not read", async () => {
    const { fetchMock, handoff } = startBoot('/pricing', 401);
    expect(Object.keys(handoff.reads ?? {})).toEqual(['/api/subscription-plans']);
    await handoff.auth;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requested(fetchMock).filter((url) => url.startsWith('/api/') && url !== '/api/auth/user')).toEqual(['/api/subscription-plans']);
  });

  it('asks the dashboard’s reads for a signed-in user on / and none for a visitor there', async () => {
    const signedIn = startBoot('/', 200);
    await signedIn.handoff.auth;
    await vi.waitFor(() => expect(Object.keys(signedIn.handoff.reads ?? {})).toContain('/api/modules'));

    const visitor = startBoot('/', 401);
    await visitor.handoff.auth;
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-landing')).toBe('static'));
    expect(visitor.handoff.reads).toBeUndefined();
  });

  it('preloads the remote of a page the configuration lists and the shell was built without, for whom may see it', async () => {
    configBody = {
      remotes: { learning: '/mfe/learning/mf-manifest.json' },
      pages: { learning: [{ path: '/glossary/$term', access: 'signed-in', title: 'Glossary' }] },
    };
    startBoot('/glossary/roi', 200);

    await vi.waitFor(() => expect(preloadsInHead()).toContain('/mfe/learning/remoteEntry.js'));

    const visitor = startBoot('/glossary/roi', 401);
    await visitor.handoff.auth;
    await visitor.handoff.config;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadsInHead()).toEqual([]);
  });

  it('preloads no remote a visitor may not see', async () => {
    const { fetchMock, handoff } = startBoot('/courses', 401);
    await handoff.auth;
    await handoff.config;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(preloadsInHead()).toEqual([]);
    expect(requested(fetchMock)).toEqual(['/api/auth/user', '/config.json']);
    expect(handoff.reads).toEqual({});
  });

  it('with a query string on /, shows the landing page and loads the app at once to read it', async () => {
    startBoot('/', 401, '?signin=failed');

    await vi.waitFor(() => expect(appScriptsInHead()).toEqual([APP_SCRIPT]));
    expect(document.documentElement.getAttribute('data-landing')).toBe('static');
  });
});
