import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learner, renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MobileNav', () => {
  it('for a signed-in user, links Dashboard, Courses, Tools, Services and Progress', async () => {
    stubFetch(learner);
    renderShell({ path: '/privacy' });

    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['Courses', '/courses'],
      ['Tools', '/tools'],
      ['Services', '/services'],
      ['Progress', '/analytics'],
    ]);
  });

  it('for a visitor, is not shown', async () => {
    stubFetch(null);
    renderShell({ path: '/privacy' });

    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
