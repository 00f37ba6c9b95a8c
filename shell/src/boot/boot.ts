import { apiHeaders, browserTimeZone } from '@academy/web-kit/api-headers';
import { coursePriceIn, formatPrice } from '@academy/web-kit/course-price';
import type { RuntimeConfig } from '@academy/contracts';
import { configForUser } from '@academy/contracts/canary';
import { firstReadsAt, remoteToPreloadAt, runtimeOwnedRoutes } from '../remotes/route-owner.ts';
import {
  COURSE_PRICE_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  STATIC_LANDING_ATTRIBUTE,
  showsPrerenderedPage,
  type BootAuthAnswer,
  type BootHandoff,
  signedInUserId,
} from './boot-handoff.ts';

/**
 * The first script of every page, a few hundred bytes, and the only one a visitor on the landing
 * page downloads until they reach for something that needs the app.
 *
 * index.html holds the landing page prerendered at build time, hidden. On '/', the boot script asks
 * who is signed in and the commerce catalogue: a visitor is shown the prerendered page, its price
 * slots filled from the catalogue (docs/decisions/014-prerendered-landing-page.md), at once (links are real links, so the
 * page works without the app), and the app (React, the router, Module Federation) is loaded on the
 * visitor's first intent — a key, a touch, a press, or the pointer over a button. A signed-in user on
 * '/' and every other path load the app at once (asking who is signed in meanwhile). The answers
 * fetched here are handed to the app (boot-handoff.ts) so it does not ask again.
 */
export interface BootOptions {
  /** The app's entry scripts, in order (the build's own `<script>` tags, moved here). */
  appScripts: readonly string[];
  document: Document;
  location: Pick<Location, 'pathname' | 'search'>;
  fetch: typeof fetch;
  handoff: BootHandoff;
}

/** The events that say a visitor is about to use the page (pointerover only counts over a button). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'pointerover'] as const;

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

function preload(document: Document, as: 'script' | 'style', href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

/**
 * The page's remote (route table, public or signed in): its manifest is read and its entry and
 * exposed chunks are preloaded while the shell's own scripts download, instead of one after another
 * once the shell runs. Best effort: the federation runtime loads them either way.
 */
interface PageManifest {
  base: URL;
  /** One answer for the boot script, one for the federation runtime. */
  answers: Promise<[forBoot: Response, forRuntime: Response]>;
}

/**
 * Asks for the manifest of the page's remote (when the user may see the page, at a path of the
 * route table or one the configuration's `pages` lists), once the configuration and the sign-in
 * answer are in.
 */
async function askPageManifest({ document, location, fetch, handoff }: BootOptions, config: Promise<Response | null>): Promise<PageManifest | null> {
  const [configAnswer, auth] = await Promise.all([config, handoff.auth]);
  if (!configAnswer?.ok) return null;
  // Not validated here (the app does that): a configuration this cannot read preloads nothing.
  const read = (await configAnswer.json()) as RuntimeConfig;
  // A canaried remote: the version this user gets (decision 042), as the app will choose it.
  const { remotes, pages } = configForUser(read, signedInUserId(auth));
  const slice = remoteToPreloadAt(location.pathname, auth?.status === 200, runtimeOwnedRoutes(pages));
  const manifestUrl = slice && remotes?.[slice];
  if (!manifestUrl) return null;
  const base = new URL(manifestUrl, document.baseURI);
  const answers = fetch(base.href, { headers: { Accept: 'application/json' } }).then((response) => [response, response.clone()] as [Response, Response]);
  answers.catch(() => undefined);
  return { base, answers };
}

async function preloadPageRemote(document: Document, { base, answers }: PageManifest): Promise<void> {
  const manifest = (await (await answers)[0].json()) as RemoteManifest;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preload(document, 'script', new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
  const assets = manifest.exposes?.[0]?.assets;
  for (const asset of assets?.js?.sync ?? []) preload(document, 'script', new URL(asset, base).href);
  for (const asset of assets?.css?.sync ?? []) preload(document, 'style', new URL(asset, base).href);
}

/**
 * The page's first reads (the route table's, and the mentor's when signed in), asked now so the
 * page's data travels while the app downloads; the app takes the answers over instead of asking.
 * Public reads go at once, signed-in ones once the sign-in answer says so. Each path is asked once.
 */
function askFirstReads({ location, fetch, handoff }: BootOptions, signedIn: boolean): void {
  const reads = (handoff.reads ??= {});
  for (const path of firstReadsAt(location.pathname, signedIn)) {
    if (reads[path]) continue;
    const answer = fetch(path, { credentials: 'include', headers: apiHeaders() });
    // Read (or asked again) by the app; a failure here is not an unhandled one.
    answer.catch(() => undefined);
    reads[path] = answer;
  }
}

function loadApp(options: BootOptions): void {
  const { appScripts, document, fetch, handoff } = options;
  // The runtime configuration travels while the scripts download (the app reads it first; the boot
  // script reads a copy to find the page's remote).
  let copy: Promise<Response | null> = Promise.resolve(null);
  handoff.config = fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } }).then((response) => {
    copy = Promise.resolve(response.clone());
    return response;
  });
  // Handled by the app; a rejection it never reads is not an unhandled one.
  handoff.config.catch(() => undefined);
  for (const src of appScripts) {
    const script = document.createElement('script');
    script.src = src;
    // In order, like the deferred tags they replace.
    script.async = false;
    document.head.append(script);
  }
  const page = askPageManifest(
    options,
    handoff.config.then(
      () => copy,
      () => null,
    ),
  ).catch(() => null);
  // The federation runtime reads the same manifest: it waits for this answer instead of asking again.
  handoff.manifests = page.then((found) => (found ? { [found.base.href]: found.answers.then(([, forRuntime]) => forRuntime) } : {}));
  void page.then((found) => found && preloadPageRemote(document, found)).catch(() => undefined);
}

async function askWhoIsSignedIn(fetchImpl: typeof fetch): Promise<BootAuthAnswer | null> {
  try {
    const response = await fetchImpl('/api/auth/user', { headers: { Accept: 'application/json' } });
    if (response.status !== 200) {
      // Read to its end though unused: a body left unread keeps its request open, and the connection
      // with it (one of the six the browser opens to the site), for as long as the page lives.
      await response.arrayBuffer().catch(() => undefined);
      return { status: response.status };
    }
    return { status: 200, body: await response.json() };
  } catch {
    // Unreachable or not JSON: the app asks again and tells the user.
    return null;
  }
}

/**
 * The path of the commerce catalogue (commerce's `getPlans` operation; the boot script leaves the
 * contracts out, and a test holds the two the same).
 */
export const CATALOGUE_PATH = '/api/subscription-plans';
/** How long the landing page waits for the catalogue before it is shown without the price. */
export const CATALOGUE_WAIT_MS = 2000;

/** The catalogue's plans (the parsed body), or null when they cannot be read. */
async function askCatalogue(fetchImpl: typeof fetch): Promise<unknown> {
  try {
    const response = await fetchImpl(CATALOGUE_PATH, { headers: { Accept: 'application/json' } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The prerendered landing page's price slots, filled with the catalogue's course price before the
 * page is shown (so nothing moves, and no price the build guessed is ever seen). Waits for the
 * catalogue CATALOGUE_WAIT_MS at most; without it, the slots keep the page's words without a number.
 */
async function fillCoursePrice(document: Document, catalogue: Promise<unknown>): Promise<void> {
  const view = document.defaultView;
  const late = new Promise<null>((resolve) => view?.setTimeout(() => resolve(null), CATALOGUE_WAIT_MS));
  const cents = coursePriceIn(await Promise.race([catalogue, late]));
  if (cents === null) return;
  const price = formatPrice(cents);
  for (const slot of document.querySelectorAll(`[${COURSE_PRICE_ATTRIBUTE}]`)) slot.textContent = price;
}

/**
 * A button of a prerendered page (the mentor, the menu, Logout) does nothing until the app is
 * there: the press is kept, and the app presses it again once it has replaced the static page.
 */
function keepPressesForTheApp(options: BootOptions, onPress: () => void): void {
  options.document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(`[${PRERENDERED_ATTRIBUTE}] button`) : null;
      if (!button) return;
      options.handoff.pendingPress = button;
      onPress();
    },
    true,
  );
}

/** How long the app waits for the first paint of a route document before loading anyway (a hidden tab paints nothing). */
export const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Calls `then` once the page has painted its first content, so that the app's scripts do not
 * compete with the document, its stylesheets and the prerendered page for the first paint
 * (docs/decisions/018-pages-in-their-html.md); after FIRST_PAINT_WAIT_MS at the latest.
 */
function afterFirstPaint(document: Document, then: () => void): void {
  const view = document.defaultView;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  view?.setTimeout(once, FIRST_PAINT_WAIT_MS);
  const Observer = view?.PerformanceObserver;
  if (!Observer || !Observer.supportedEntryTypes?.includes('paint')) {
    view?.requestAnimationFrame(() => view.setTimeout(once, 0));
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    // After the paint's task: the scripts' requests start once the frame is on screen.
    view.setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Shows the prerendered landing page and loads the app on the visitor's first intent. */
function showStaticLanding(options: BootOptions): void {
  const { document, location } = options;
  document.documentElement.setAttribute(STATIC_LANDING_ATTRIBUTE, 'static');

  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    loadApp(options);
  };
  const onIntent = (event: Event) => {
    if (event.type === 'pointerover' && !(event.target instanceof Element && event.target.closest('button'))) return;
    load();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);

  keepPressesForTheApp(options, load);

  // A query string is for the app to read (e.g. ?signin=failed is a notice to show).
  if (location.search) load();
}

export function boot(options: BootOptions): void {
  // Asked on every path: the app needs the answer before it shows a signed-in page, and it travels
  // here while the app's scripts download.
  const auth = askWhoIsSignedIn(options.fetch);
  options.handoff.auth = auth;
  // The app's page (app.html: every route but '/', and '/' for a request with a session cookie)
  // carries no landing markup: the app loads at once and draws whatever the path shows.
  const prerendered = options.document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const staticLanding = options.location.pathname === '/' && prerendered?.getAttribute(PRERENDERED_ATTRIBUTE) === 'landing';
  if (!staticLanding) {
    // The first reads' X-Time-Zone header needs the browser's time zone, whose first reading loads
    // the time zone data: read now, before the first paint, rather than in the task that answers
    // who is signed in after it (a long task on a slow phone).
    browserTimeZone();
    // A route document (decision 018) shows its frame at once, and the page when its owner
    // prerendered it: the app's scripts then follow the paint instead of competing with it.
    const frame = prerendered?.getAttribute(PRERENDERED_ATTRIBUTE) === 'frame';
    if (frame) keepPressesForTheApp(options, () => undefined);
    if (frame && showsPrerenderedPage(prerendered)) afterFirstPaint(options.document, () => loadApp(options));
    else loadApp(options);
    askFirstReads(options, false);
    void auth.then((answer) => {
      if (answer?.status === 200) askFirstReads(options, true);
    });
    return;
  }
  // The landing page's price comes from the catalogue, asked alongside who is signed in.
  const catalogue = askCatalogue(options.fetch);
  options.handoff.catalogue = catalogue;
  void auth.then(async (answer) => {
    if (answer?.status === 401) {
      await fillCoursePrice(options.document, catalogue);
      showStaticLanding(options);
      return;
    }
    loadApp(options);
    if (answer?.status === 200) askFirstReads(options, true);
  });
}
