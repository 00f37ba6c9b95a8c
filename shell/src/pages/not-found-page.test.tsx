import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotFoundPage', () => {
  it('for an unknown path, shows the 404 texts inside the frame with a link home', async () => {
    stubFetch(null);
    renderShell({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
