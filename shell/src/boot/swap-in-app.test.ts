import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, appPageDrawn, appendUnseenHost, elementAt, pathWithin, swapInApp, whenAppPageDrawn } from './swap-in-app.ts';

const page = '<header><button type="button">Open menu</button></header><main><a href="/pricing">Pricing</a></main>';

function setUp() {
  document.body.innerHTML = `<div id="root"><div data-prerendered="landing">${page}</div><div hidden>${page}</div></div>`;
  const prerendered = document.querySelector<HTMLElement>('[data-prerendered]')!;
  const live = document.querySelector<HTMLElement>('#root > div[hidden]')!;
  return { prerendered, live };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('pathWithin and elementAt', () => {
  it('find the same element in a copy of the markup', () => {
    const { prerendered, live } = setUp();
    const link = prerendered.querySelector('a')!;

    const path = pathWithin(prerendered, link);

    expect(path).toEqual([1, 0]);
    expect(elementAt(live, path!)).toBe(live.querySelector('a'));
    expect(pathWithin(prerendered, document.body)).toBeNull();
  });

  it("skip the prerendered page's holder, which the app does not draw", () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML =
      '<header></header><main><div data-prerendered-page="commerce" class="contents"><h1>Pricing</h1><p><button type="button">Sign In</button></p></div></main>';
    const live = document.createElement('div');
    live.innerHTML = '<header></header><main><h1>Pricing</h1><p><button type="button">Sign In</button></p></main>';

    const path = pathWithin(prerendered, prerendered.querySelector('button'));

    expect(path).toEqual([1, 1, 0]);
    expect(elementAt(live, path!)).toBe(live.querySelector('button'));
  });
});

describe('swapInApp', () => {
  it('replaces the static page with the app, keeping focus on the same link', () => {
    const { prerendered, live } = setUp();
    prerendered.querySelector('a')!.focus();

    swapInApp({ prerendered, live });

    expect(prerendered.isConnected).toBe(false);
    expect(live.hidden).toBe(false);
    expect(document.activeElement).toBe(live.querySelector('a'));
  });

  it('presses again, in the app, the button pressed on the static page', () => {
    const { prerendered, live } = setUp();
    const events: string[] = [];
    const appButton = live.querySelector('button')!;
    appButton.addEventListener('pointerdown', () => events.push('pointerdown'));
    appButton.addEventListener('click', () => events.push('click'));

    swapInApp({ prerendered, live, pendingPress: prerendered.querySelector('button')! });

    expect(events).toEqual(['pointerdown', 'click']);
  });

  it('presses nothing when the app drew another button where the pressed one was', () => {
    const { prerendered, live } = setUp();
    const events: string[] = [];
    const appButton = live.querySelector('button')!;
    appButton.textContent = 'Delete contact';
    appButton.addEventListener('click', () => events.push('click'));

    swapInApp({ prerendered, live, pendingPress: prerendered.querySelector('button')! });

    expect(events).toEqual([]);
  });

  it('keeps the scroll position', () => {
    const { prerendered, live } = setUp();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let y = 640;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const remove = prerendered.remove.bind(prerendered);
    vi.spyOn(prerendered, 'remove').mockImplementation(() => {
      remove();
      y = 0;
    });

    swapInApp({ prerendered, live });

    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});

describe('appendUnseenHost', () => {
  it('lays the app out under the static page, out of the flow and of the accessibility tree, until the swap shows it in its place', () => {
    document.body.innerHTML = `<div id="root"><div data-prerendered="frame">${page}</div></div>`;
    const root = document.getElementById('root')!;
    const prerendered = root.querySelector('[data-prerendered]')!;

    const host = appendUnseenHost(root);
    host.innerHTML = page;

    expect(host.parentElement).toBe(root);
    // Not display: none, which the browser neither styles nor lays out.
    expect(host.hidden).toBe(false);
    expect(host.style.position).toBe('absolute');
    expect(host.style.opacity).toBe('0');
    expect(host.style.zIndex).toBe('-1');
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.hasAttribute('data-unseen-app')).toBe(true);

    swapInApp({ prerendered, live: host });

    expect(prerendered.isConnected).toBe(false);
    expect(host.getAttribute('style')).toBeNull();
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    expect(host.hasAttribute('data-unseen-app')).toBe(false);
  });
});

describe('afterNextFrame', () => {
  it('resolves in a task after the next frame', async () => {
    const order: string[] = [];
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const done = afterNextFrame(window, 60_000).then(() => order.push('resolved'));

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    order.push('frame');
    frames.forEach((callback) => callback(0));
    await done;

    expect(order).toEqual(['frame', 'resolved']);
  });

  it('resolves after its wait when no frame comes (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);

    await expect(afterNextFrame(window, 10)).resolves.toBeUndefined();
  });
});

describe('appPageDrawn', () => {
  const live = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };

  const staticPage = (html: string) => live(html);

  it('waits for the frame; with the page shown statically, also for the page without a loading state', () => {
    const shown = staticPage('<h1>Learning Modules</h1>');
    expect(appPageDrawn(live('<header></header>'), null)).toBe(false);
    expect(appPageDrawn(live('<main><div role="status"><svg class="animate-spin"></svg></div></main>'), null)).toBe(true);
    expect(appPageDrawn(live('<main><div role="status"><svg class="animate-spin"></svg></div></main>'), shown)).toBe(false);
    expect(appPageDrawn(live('<main></main>'), shown)).toBe(false);
    expect(appPageDrawn(live('<main><h1>Learning Modules</h1></main>'), shown)).toBe(true);
  });

  it('waits until no more of the page is a placeholder than in the static page', () => {
    const oneSkeleton = staticPage('<h1>Pricing</h1><div class="animate-pulse"></div>');
    expect(appPageDrawn(live('<main><h1>Pricing</h1><div class="animate-pulse"></div></main>'), oneSkeleton)).toBe(true);
    expect(appPageDrawn(live('<main><h1>Pricing</h1><div class="animate-pulse"></div><div class="animate-pulse"></div></main>'), oneSkeleton)).toBe(false);
    expect(appPageDrawn(live('<main><h1>Pricing</h1><div class="animate-pulse"></div></main>'), staticPage('<h1>Pricing</h1><p>$89</p>'))).toBe(false);
    expect(appPageDrawn(live('<main><h1>Pricing</h1><p>$89</p></main>'), oneSkeleton)).toBe(true);
  });

  it('resolves when the app draws the page, or at the latest after the wait', async () => {
    const element = live('<main><svg class="animate-spin"></svg></main>');
    let drawn = false;
    void whenAppPageDrawn(element, staticPage('<h1>Learning Modules</h1>'), 60_000).then(() => (drawn = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toBe(false);
    element.querySelector('main')!.innerHTML = '<h1>Learning Modules</h1>';
    await vi.waitFor(() => expect(drawn).toBe(true));

    const stuck = live('<main><svg class="animate-spin"></svg></main>');
    const started = Date.now();
    await whenAppPageDrawn(stuck, staticPage('<h1>Learning Modules</h1>'), 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
