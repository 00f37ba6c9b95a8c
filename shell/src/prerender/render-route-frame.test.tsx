import { screen, within } from '@testing-library/react';
import { routeOwnership } from '@academy/web-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';
import { PAGE_SLOT_ATTRIBUTE, renderRouteFrameMarkup, sampleUrl } from './render-route-frame.tsx';

afterEach(() => {
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
    expect(sampleUrl('/module/$id')).toBe('/module/1');
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
