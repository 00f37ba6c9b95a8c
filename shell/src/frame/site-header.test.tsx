import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, jsonResponse, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch's calls with their init (the stub is typed with the input only). */
function fetchCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls as unknown as Array<[RequestInfo | URL, RequestInit | undefined]>;
}

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

/** The visitor's header on every page, with where each link goes. */
const visitorLinks = [
  ['Home', '/'],
  // Signed-in pages: the visitor signs in first and then arrives there.
  ['Courses', '/api/login?returnTo=%2Fcourses'],
  ['Tools', '/api/login?returnTo=%2Ftools'],
  ['Services', '/services'],
  ['Pricing', '/pricing'],
  ['Start Journey', '/onboarding'],
  ['Sign In', '/pricing'],
];

describe('SiteHeader', () => {
  it.each(['/', '/terms', '/privacy', '/no-such-page'])(
    'for a visitor at %s, offers the spec’s Home, Courses, Tools, Services, Pricing, then Start Journey and Sign In (to /pricing)',
    async (path) => {
      stubFetch(null);
      renderShell({ path });

      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(linkTargets(nav)).toEqual(visitorLinks);
      expect(within(nav).queryByRole('link', { name: /logout/i })).not.toBeInTheDocument();
    },
  );

  it('for a signed-in user, offers the learner navigation and a Logout button (no link another site could copy)', async () => {
    stubFetch(learner);
    renderShell({ path: '/terms' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkTargets(nav)).toEqual([
      ['Dashboard', '/'],
      ['Courses', '/courses'],
      ['Challenges', '/challenges'],
      ['Tools', '/tools'],
      ['Services', '/services'],
      ['Analytics', '/analytics'],
      ['Pricing', '/pricing'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('Logout POSTs /api/logout, then goes where identity says', async () => {
    const fetchMock = stubFetch(learner, { '/api/logout': () => jsonResponse(200, { location: '/' }) });
    const redirect = vi.fn();
    renderShell({ path: '/terms', redirect });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));

    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    const logoutCall = fetchCalls(fetchMock).find(([input]) => input === '/api/logout');
    expect(logoutCall?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('when the POST fails, sends the browser to the page that offers the sign-out as a button', async () => {
    stubFetch(learner, { '/api/logout': () => jsonResponse(503, '', 'Service Unavailable') });
    const redirect = vi.fn();
    renderShell({ path: '/terms', redirect });

    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/logout'));
  });

  it('the compact menu offers Logout as a menu item that POSTs too', async () => {
    const fetchMock = stubFetch(learner, { '/api/logout': () => jsonResponse(200, { location: '/' }) });
    const redirect = vi.fn();
    renderShell({ path: '/terms', redirect });

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('/'));
    expect(fetchCalls(fetchMock).some(([input, init]) => input === '/api/logout' && init?.method === 'POST')).toBe(true);
  });

  it('the compact menu opens from the keyboard with the focus inside it, and gives the focus back to its trigger on Escape', async () => {
    stubFetch(learner);
    renderShell({ path: '/terms' });
    const user = userEvent.setup();

    const trigger = await screen.findByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    await vi.waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const realTrigger = screen.getByRole('button', { name: 'Open menu' });
    expect(realTrigger).toHaveFocus();
    expect(realTrigger).toHaveAttribute('aria-expanded', 'false');

    // From now on it is the menu's own trigger: the down arrow opens it again.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('the compact menu opens on the down arrow before its module was ever asked for', async () => {
    stubFetch(null);
    renderShell({ path: '/terms' });

    const trigger = await screen.findByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the brand at the left, linking home', async () => {
    stubFetch(null);
    renderShell({ path: '/privacy' });

    const brand = await screen.findByRole('link', { name: 'AI Business Academy' });
    expect(brand).toHaveAttribute('href', '/');
  });

  it('marks the link of the current page', async () => {
    stubFetch(learner);
    const courses = remoteApp('learning', [page('/courses', 'Courses', () => <h1>Learning Modules</h1>, 'signed-in')]);
    renderShell({ path: '/courses', importer: importerOf({ learning: courses }) });

    await screen.findByRole('heading', { name: 'Learning Modules' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('while sign-in status is loading, shows no navigation to avoid showing the wrong one', () => {
    stubFetch(learner);
    renderShell({ path: '/terms' });

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('opens a compact menu with the same links on small screens', async () => {
    stubFetch(null);
    renderShell({ path: '/terms' });

    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual(visitorLinks);
  });
});
