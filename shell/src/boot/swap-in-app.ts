/**
 * Replacing a prerendered page (the landing page, a route document's) with the app once the app
 * has rendered the same page beside it, unseen (docs/decisions/060-the-app-laid-out-unseen-before-the-swap.md):
 * the visitor sees no change, keeps their scroll position and focus, and a
 * button they pressed before the app was there (the mentor, the menu) is pressed again.
 */
import { PRERENDERED_PAGE_ATTRIBUTE, UNSEEN_APP_ATTRIBUTE } from './boot-handoff.ts';

/**
 * The child indexes from `ancestor` down to `node`, or null when `node` is not inside it. A holder
 * the app does not draw (the prerendered page's, the only child of `<main>`) adds no index.
 */
export function pathWithin(ancestor: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  let current = node;
  while (current && current !== ancestor) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    if (!current.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE)) path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === ancestor ? path : null;
}

/** The element at `path` below `ancestor`, if the markup has one there. */
export function elementAt(ancestor: Element, path: readonly number[]): Element | null {
  let current: Element | null = ancestor;
  for (const index of path) current = current?.children.item(index) ?? null;
  return current;
}

/**
 * Presses a button as a pointer would: pointerdown (what a menu trigger opens on) then click
 * (what an ordinary button acts on).
 */
export function press(element: Element): void {
  const view = element.ownerDocument.defaultView;
  const PointerEventClass = view?.PointerEvent ?? view?.MouseEvent ?? MouseEvent;
  element.dispatchEvent(new PointerEventClass('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' } as PointerEventInit));
  element.dispatchEvent(new (view?.MouseEvent ?? MouseEvent)('click', { bubbles: true, cancelable: true, button: 0 }));
}

/** What a button says: its label, or its text. */
function buttonName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

/**
 * How the app's copy waits beside the prerendered page: laid out under it (from the document's top,
 * the page's width, below it in the stacking order, so every press lands on the static page, which
 * covers at least the screen) but transparent, out of the flow and clipped to one screen, so it
 * neither moves the static page nor lengthens the scroll. Not `hidden`: the browser styles and lays
 * out nothing under `display: none`, so all of the app's page (hundreds of elements) was styled and
 * laid out in the one task that swapped it in, the longest left after the first paint on a slow
 * phone. Laid out while unseen, that work happens in the frames that follow React's commits. Nor
 * `visibility: hidden`: it is inherited, so showing the copy restyles every element of it again;
 * opacity and z-index are not (the swap then costs about a tenth as much).
 */
const UNSEEN_HOST_STYLE = 'position:absolute;top:0;left:0;right:0;height:100vh;overflow:clip;opacity:0;z-index:-1';

/**
 * Adds to `container` the element the app renders into beside the prerendered page, unseen until
 * swapInApp, and left out of the accessibility tree meanwhile (the static page is what is read).
 */
export function appendUnseenHost(container: Element): HTMLElement {
  const host = container.ownerDocument.createElement('div');
  host.style.cssText = UNSEEN_HOST_STYLE;
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute(UNSEEN_APP_ATTRIBUTE, '');
  container.append(host);
  return host;
}

/**
 * Resolves once the browser has drawn a frame (its style and layout included) after this task, so
 * that the work of laying out what was just rendered is not added to the task that follows; after
 * `waitMs` at the latest (a hidden tab draws no frames).
 */
export function afterNextFrame(view: Window | null, waitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (!view) {
      resolve();
      return;
    }
    const timer = view.setTimeout(resolve, waitMs);
    view.requestAnimationFrame(() =>
      // The frame's style and layout follow its animation callbacks in the same task: a task queued here runs after them.
      view.setTimeout(() => {
        view.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

export interface SwapOptions {
  /** The element holding the prerendered markup. */
  prerendered: Element;
  /** The unseen element the app has rendered the same page into (appendUnseenHost, or one `hidden`). */
  live: HTMLElement;
  /** A button of the prerendered page pressed before the app was there. */
  pendingPress?: Element | undefined;
}

export function swapInApp({ prerendered, live, pendingPress }: SwapOptions): void {
  const doc = prerendered.ownerDocument;
  const view = doc.defaultView;
  const scrollY = view?.scrollY ?? 0;
  const focusPath = pathWithin(prerendered, doc.activeElement);
  const pressPath = pendingPress ? pathWithin(prerendered, pendingPress) : null;

  prerendered.remove();
  live.hidden = false;
  live.removeAttribute('style');
  live.removeAttribute('aria-hidden');
  live.removeAttribute(UNSEEN_APP_ATTRIBUTE);

  if (view && view.scrollY !== scrollY) view.scrollTo(0, scrollY);
  if (focusPath) {
    const target = elementAt(live, focusPath);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }
  if (pressPath && pendingPress) {
    const target = elementAt(live, pressPath);
    // Only the same button: a page the app draws with its data may be laid out differently from its static first view.
    if (target && target.tagName === pendingPress.tagName && buttonName(target) === buttonName(pendingPress)) press(target);
  }
}

/** How long a prerendered page waits for the app's page to be drawn before the app takes over anyway. */
export const PAGE_READY_WAIT_MS = 10_000;

/** A loading state (the ui kit's spinner): the page is not drawn yet. */
const LOADING_STATE = '.animate-spin';
/** A placeholder the size of what replaces it (a skeleton): a part of the page still loading. */
const PLACEHOLDER = '.animate-pulse';

/**
 * Whether the app, rendered into `live`, has drawn the page: its frame is there and, when the
 * static page showed the page itself (`staticPage`, not only the frame), nothing in `<main>` is
 * still loading and no more of it is a placeholder than in the static page (which may draw a
 * learner's parts as placeholders, the rest as it is).
 */
export function appPageDrawn(live: Element, staticPage: Element | null): boolean {
  const main = live.querySelector('main');
  if (!main) return false;
  if (!staticPage) return true;
  return (
    main.childElementCount > 0 &&
    !main.querySelector(LOADING_STATE) &&
    main.querySelectorAll(PLACEHOLDER).length <= staticPage.querySelectorAll(PLACEHOLDER).length
  );
}

/** Resolves once appPageDrawn holds for `live` (watching its changes), or after `waitMs`. */
export function whenAppPageDrawn(live: Element, staticPage: Element | null, waitMs = PAGE_READY_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const view = live.ownerDocument.defaultView;
    const finish = () => {
      observer.disconnect();
      view?.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (appPageDrawn(live, staticPage)) finish();
    });
    const timer = view?.setTimeout(finish, waitMs);
    if (appPageDrawn(live, staticPage)) finish();
    else observer.observe(live, { childList: true, subtree: true });
  });
}
