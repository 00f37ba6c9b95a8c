import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

describe('SiteHeader', () => {
  it('for a visitor, offers Services, Pricing, Start Journey and Sign In (to /pricing)', async () => {
    stubFetch(null);
    renderShell({ path: '/terms' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkTargets(nav)).toEqual([
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Start Journey', '/onboarding'],
      ['Sign In', '/pricing'],
    ]);
    expect(within(nav).queryByRole('link', { name: /logout/i })).not.toBeInTheDocument();
  });

  it('for a signed-in user, offers the learner navigation and Logout (to /api/logout)', async () => {
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
      ['Logout', '/api/logout'],
    ]);
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
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Services',
      'Pricing',
      'Start Journey',
      'Sign In',
    ]);
  });
});
