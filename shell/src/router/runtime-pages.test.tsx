import { defaultRuntimeConfig, type RuntimeConfig } from '@academy/contracts';
import { routeOwnership } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The tools remote as a later release of it might be: two pages the shell was never built with
 * (docs/decisions/041-remotes-declare-their-pages.md), beside one the shell knows.
 */
const tools = remoteApp('tools', [
  page('/tools', 'AI Business Tools', () => <h1>AI Business Tools</h1>, 'signed-in'),
  page('/forecasts/$id', 'Forecast', () => <h1>Revenue forecast</h1>, 'signed-in'),
  page('/forecast-gallery', 'Forecast gallery', () => <h1>Every forecast, for anyone</h1>, 'public'),
]);

/** /config.json as it lists the pages the live tools release publishes (its academy-pages.json). */
const config: RuntimeConfig = {
  ...defaultRuntimeConfig(),
  pages: { tools: tools.routes.map(({ path, access, title }) => ({ path, access, title })) },
};

describe('pages the shell learns from the runtime configuration', () => {
  it('are paths the shell was built without', () => {
    const builtIn = routeOwnership.map((route) => route.path as string);

    expect(builtIn).not.toContain('/forecasts/$id');
    expect(builtIn).not.toContain('/forecast-gallery');
  });

  it("renders the owning remote's page at such a path, its parameter filled, with the remote's title, in the slice's element", async () => {
    stubFetch(learner);
    const importer = importerOf({ tools });
    renderShell({ path: '/forecasts/42', importer, config });

    const heading = await screen.findByRole('heading', { name: 'Revenue forecast' });
    expect(heading.closest('[data-slice]')).toHaveAttribute('data-slice', 'tools');
    expect(document.title).toBe('Forecast · AI Business Academy');
    expect(importer).toHaveBeenCalledWith('tools', { fresh: false });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders a public one for a visitor', async () => {
    stubFetch(null);
    renderShell({ path: '/forecast-gallery', importer: importerOf({ tools }), config });

    expect(await screen.findByRole('heading', { name: 'Every forecast, for anyone' })).toBeInTheDocument();
  });

  it('shows the 404 page to a visitor on a signed-in one, without loading the remote', async () => {
    stubFetch(null);
    const importer = importerOf({ tools });
    renderShell({ path: '/forecasts/42', importer, config });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('shows the 404 page at a path neither the shell nor the configuration knows, without loading a remote', async () => {
    stubFetch(learner);
    const importer = importerOf({ tools });
    renderShell({ path: '/forecasts', importer, config });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('without pages in the configuration (the embedded default), such a path is the 404 page', async () => {
    stubFetch(learner);
    const importer = importerOf({ tools });
    renderShell({ path: '/forecasts/42', importer });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('leaves a path the shell has to its owner, whatever another remote lists', async () => {
    stubFetch(null);
    const commerce = remoteApp('commerce', [page('/pricing', 'Pricing', () => <h1>Simple, one-time pricing</h1>)]);
    const importer = importerOf({ commerce, tools });
    renderShell({ path: '/pricing', importer, config: { ...config, pages: { tools: [{ path: '/pricing', access: 'public', title: 'Tools pricing' }] } } });

    expect(await screen.findByRole('heading', { name: 'Simple, one-time pricing' })).toBeInTheDocument();
    expect(importer.mock.calls).toEqual([['commerce', { fresh: false }]]);
  });

  it('starts loading the owner when a link to such a page is hovered, as for any owned path', async () => {
    stubFetch(learner);
    const learning = remoteApp('learning', [
      page(
        '/courses',
        'Courses',
        () => (
          <Link to="/$" params={{ _splat: 'forecasts/7' }}>
            Open the forecast
          </Link>
        ),
        'signed-in',
      ),
    ]);
    const importer = importerOf({ learning, tools });
    renderShell({ path: '/courses', importer, config });

    const link = await screen.findByRole('link', { name: 'Open the forecast' });
    expect(importer).not.toHaveBeenCalledWith('tools', expect.anything());

    await userEvent.hover(link);

    await vi.waitFor(() => expect(importer).toHaveBeenCalledWith('tools', { fresh: false }));
    expect(screen.queryByRole('heading', { name: 'Revenue forecast' })).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Revenue forecast' })).toBeInTheDocument();
    expect(importer.mock.calls.filter(([slice]) => slice === 'tools')).toHaveLength(1);
  });
});
