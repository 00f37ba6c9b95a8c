/**
 * What the boot script (boot.ts, the only script of the first paint) hands to the app when it
 * loads it: the answers it already fetched, so the app does not ask again, and the button a
 * visitor pressed on the prerendered landing page before the app was there.
 */
export interface BootAuthAnswer {
  /** The HTTP status of GET /api/auth/user. */
  status: number;
  /** The parsed body of a 200 answer (validated by the app, which owns the schema). */
  body?: unknown;
}

export interface BootHandoff {
  /** GET /api/auth/user, asked once on '/' to choose between the landing page and the dashboard. */
  auth?: Promise<BootAuthAnswer | null>;
  /** GET /config.json, asked as soon as the app is wanted, while its scripts download. */
  config?: Promise<Response>;
  /** The page's first reads (path → answer), asked while the app downloads (web-kit api/first-reads.ts). */
  reads?: Record<string, Promise<Response>>;
  /**
   * The page's remote manifest (absolute URL → answer), read to preload the remote; the federation
   * runtime uses it instead of asking again. Settles once the boot script knows whether it asks one.
   */
  manifests?: Promise<Record<string, Promise<Response>>>;
  /** A button of the prerendered page pressed before the app could handle it: pressed again once it can. */
  pendingPress?: Element;
  /**
   * The commerce catalogue (GET /api/subscription-plans, its parsed body, or null when it could not
   * be read), asked on the prerendered landing page for the course's price: the boot script fills
   * the page's price slots with it, and the app starts from the same answer.
   */
  catalogue?: Promise<unknown>;
}

/** The attribute on `<html>` that shows the prerendered landing page (set once the visitor is known to be signed out). */
export const STATIC_LANDING_ATTRIBUTE = 'data-landing';
/**
 * The attribute of a slot of the prerendered landing page that shows the course's price: the build
 * cannot know it (an administrator changes it), so the boot script fills it from the catalogue
 * before the page is shown.
 */
export const COURSE_PRICE_ATTRIBUTE = 'data-course-price';
/** The attribute of the element holding the prerendered markup inside #root. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * Inside a route document's prerendered frame, the element holding the owner's prerendered page
 * (its value the owner); empty when the owner has none (docs/decisions/018-pages-in-their-html.md).
 */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';
/**
 * The attribute of the element the app renders into beside a prerendered page, unseen, until it
 * takes the page's place (docs/decisions/060-the-app-laid-out-unseen-before-the-swap.md): while it
 * is there, the page's text is in the document twice.
 */
export const UNSEEN_APP_ATTRIBUTE = 'data-unseen-app';
/** Its class: no box of its own (`display: contents`), so the page lays out in `<main>` as the app's page does. */
export const PRERENDERED_PAGE_CLASS = 'contents';

/** The holder of the page a route document's frame shows, or null when it shows none (only preloads of the app's scripts, its stand-in). */
export function prerenderedPageIn(frame: Element | null | undefined): Element | null {
  const page = frame?.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`);
  return page && [...page.children].some((child) => child.tagName !== 'LINK') ? page : null;
}

/** Whether a route document's frame shows its page. */
export function showsPrerenderedPage(frame: Element | null | undefined): boolean {
  return prerenderedPageIn(frame) !== null;
}

declare global {
  interface Window {
    __academyBoot?: BootHandoff;
  }
}

/** The boot script's hand-off, or an empty one when the page started without it (tests, dev server). */
export function readBootHandoff(): BootHandoff {
  return window.__academyBoot ?? {};
}

/** The signed-in user's id from the sign-in answer, or null for a visitor (or an answer without one). */
export function signedInUserId(auth: BootAuthAnswer | null | undefined): string | null {
  const id = auth?.status === 200 ? (auth.body as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
