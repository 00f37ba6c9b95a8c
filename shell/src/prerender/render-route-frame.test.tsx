import { screen, within } from '@testing-library/react';
import { routeOwnership } from '@academy/web-kit';
import { drawnAsFarAs, outline } from '@academy/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';
import { PAGE_SLOT_ATTRIBUTE, renderRouteFrameMarkup, renderShellPageMarkup } from './render-route-frame.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** The element tree (tags and children, no attributes). */
function shape(element: Element): string {
  return `${element.tagName.toLowerCase()}(${[...element.children].map(shape).join(',')})`;
}

function mount(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder;
}

describe('renderRouteFrameMarkup', () => {
  it("draws a signed-in user's frame at /courses: its link current, Logout, the mentor's button, and the page's slot in <main>", async () => {
    const frame = mount(await renderRouteFrameMarkup({ path: '/courses' }, 'member'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI Learning Mentor' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.children).toHaveLength(1);
    // The page's slot inside the owner's element, where its stylesheet applies (decision 039).
    expect(main.firstElementChild).toHaveAttribute('data-slice', 'learning');
    expect(main.firstElementChild?.children).toHaveLength(1);
    expect(main.firstElementChild?.firstElementChild).toHaveAttribute(PAGE_SLOT_ATTRIBUTE, '');
    expect(frame.querySelectorAll(`[${PAGE_SLOT_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it("draws a visitor's frame at /pricing: Pricing current, Sign In, no Logout", async () => {
    mount(await renderRouteFrameMarkup({ path: '/pricing' }, 'visitor'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('main').firstElementChild).toHaveAttribute('data-slice', 'commerce');
    expect(screen.getByRole('main').querySelector(`[${PAGE_SLOT_ATTRIBUTE}]`)?.parentElement).toHaveAttribute('data-slice', 'commerce');
  });

  it('gives every route a page slot, a route with a parameter included', async () => {
    for (const route of routeOwnership) {
      const markup = await renderRouteFrameMarkup(route, route.access === 'signed-in' ? 'member' : 'visitor');
      expect(markup.match(new RegExp(`${PAGE_SLOT_ATTRIBUTE}=""`, 'g')), route.path).toHaveLength(1);
    }
  });

  it("is element for element the app's frame for a signed-in user, the page aside", async () => {
    const markup = await renderRouteFrameMarkup({ path: '/courses' }, 'member');
    stubFetch(learner);
    const Courses = () => <p>the page</p>;
    const { container } = renderShell({
      path: '/courses',
      importer: importerOf({ learning: remoteApp('learning', [page('/courses', 'Learning Modules', Courses, 'signed-in')]) }),
    });
    await screen.findByText('the page');
    await screen.findByRole('button', { name: 'Open AI Learning Mentor' });

    const prerendered = mount(markup);
    // The page itself differs (the slot against the remote's page): compare everything else.
    for (const root of [prerendered, container]) root.querySelector('main')!.replaceChildren();
    expect(shape(prerendered)).toBe(shape(container));
  });
});

describe('renderShellPageMarkup', () => {
  it.each([
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy'],
  ] as const)('draws %s whole for a visitor and a signed-in user, its frame with one page slot', async (path, title) => {
    for (const audience of ['visitor', 'member'] as const) {
      const { frame, page } = await renderShellPageMarkup(path, audience);
      expect(frame.match(new RegExp(`${PAGE_SLOT_ATTRIBUTE}=""`, 'g')), audience).toHaveLength(1);
      expect(frame).not.toContain('<h1');
      const holder = mount(page);
      expect(within(holder).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(holder).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      // The build cannot know the day the page is read: the date is a placeholder, no figure in it.
      const date = holder.querySelector('[data-placeholder]');
      expect(date?.parentElement?.textContent).toMatch(/^Last updated:/);
      expect(date?.textContent?.trim()).toBe('');
      expect(holder.querySelectorAll('[data-placeholder]')).toHaveLength(1);
      holder.remove();
    }
  });

  it.each(['/terms', '/privacy'] as const)(
    "draws %s as the app first draws it, the app's today's date in the placeholder's place, and the app takes over at once",
    async (path) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
      const { page } = await renderShellPageMarkup(path, 'visitor');
      // The catalogue (the course's price in the terms) still on its way, as when the app takes over.
      stubFetch(null, { '/api/subscription-plans': () => new Promise<Response>(() => undefined) });
      const { container } = renderShell({ path });
      await screen.findByRole('heading', { level: 1 });
      const main = container.querySelector('main')!;
      const prerendered = mount(page);
      expect(drawnAsFarAs(main, prerendered)).toBe(true);
      prerendered.querySelector('[data-placeholder]')?.replaceWith('November 22, 2026');
      const outlines = (root: Element) => [...root.children].map((child) => outline(child)).join('\n');
      expect(outlines(main)).toContain('Last updated: November 22, 2026');
      expect(outlines(prerendered)).toBe(outlines(main));
    },
  );
});
