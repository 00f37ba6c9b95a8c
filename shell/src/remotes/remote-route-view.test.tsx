import type { SliceName } from '@academy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';
import type { RemoteImporter } from './remote-app-loader.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const commerce = remoteApp('commerce', [page('/pricing', 'Pricing', () => <h1>Simple, one-time pricing</h1>)]);
const learning = remoteApp('learning', [page('/courses', 'Courses', () => <h1>Learning Modules</h1>, 'signed-in')]);

describe('RemoteRouteView', () => {
  it("renders the page the owning remote registered for the path, with its title, inside the slice's element", async () => {
    stubFetch(null);
    const importer = importerOf({ commerce });
    renderShell({ path: '/pricing', importer });

    const heading = await screen.findByRole('heading', { name: 'Simple, one-time pricing' });
    // The element the remote's stylesheet is scoped to (decision 039).
    expect(heading.closest('[data-slice]')).toHaveAttribute('data-slice', 'commerce');
    expect(importer).toHaveBeenCalledWith('commerce', { fresh: false });
    expect(document.title).toBe('Pricing · AI Business Academy');
  });

  it('shows a spinner while the remote loads', async () => {
    stubFetch(null);
    let finish: (module: unknown) => void = () => undefined;
    const importer: RemoteImporter = () => new Promise((resolve) => (finish = resolve));
    renderShell({ path: '/pricing', importer });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    finish({ app: commerce });
    expect(await screen.findByRole('heading', { name: 'Simple, one-time pricing' })).toBeInTheDocument();
  });

  it('when the remote fails to load, shows the error box inside the frame, and Retry loads it again', async () => {
    stubFetch(null);
    let attempts = 0;
    const importer = vi.fn<RemoteImporter>(async (slice: SliceName) => {
      attempts += 1;
      if (attempts === 1) throw new Error(`Failed to fetch /mfe/${slice}/mf-manifest.json`);
      return { app: commerce };
    });
    renderShell({ path: '/pricing', importer });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the academy could not be loaded');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Simple, one-time pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(importer.mock.calls).toEqual([
      ['commerce', { fresh: false }],
      ['commerce', { fresh: true }],
    ]);
  });

  it('when Retry fails again, keeps showing the error box', async () => {
    stubFetch(null);
    const importer = importerOf({});
    renderShell({ path: '/pricing', importer });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the academy could not be loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('when the remote exports something that is not an app, shows the error box', async () => {
    stubFetch(null);
    renderShell({ path: '/pricing', importer: async () => ({ app: { appId: 'tools', version: 1, routes: [] } }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('The commerce remote exports the app "tools"');
  });

  it('when the remote does not provide the path, shows the 404 page', async () => {
    stubFetch(null);
    renderShell({ path: '/checkout', importer: importerOf({ commerce }) });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('when a remote page fails while rendering, keeps the frame and offers Retry', async () => {
    stubFetch(null);
    let broken = true;
    function FlakyPricing() {
      if (broken) throw new Error('render failed');
      return <h1>Simple, one-time pricing</h1>;
    }
    const flaky = remoteApp('commerce', [page('/pricing', 'Pricing', FlakyPricing)]);
    const caught = vi.fn();
    renderShell({ path: '/pricing', importer: importerOf({ commerce: flaky }), renderOptions: { onCaughtError: caught } });

    expect(await screen.findByRole('alert')).toHaveTextContent('This page ran into a problem');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(caught).toHaveBeenCalledWith(new Error('render failed'), expect.anything());
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Simple, one-time pricing' })).toBeInTheDocument();
  });
});

describe('route gating', () => {
  it('a signed-out visitor on /courses sees the 404 page and the remote is not loaded', async () => {
    stubFetch(null);
    const importer = importerOf({ learning });
    renderShell({ path: '/courses', importer });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
  });

  it('a signed-out visitor on /pricing sees the remote page', async () => {
    stubFetch(null);
    renderShell({ path: '/pricing', importer: importerOf({ commerce }) });

    expect(await screen.findByRole('heading', { name: 'Simple, one-time pricing' })).toBeInTheDocument();
  });

  it('a signed-in user on /courses sees the remote page', async () => {
    stubFetch(learner);
    renderShell({ path: '/courses', importer: importerOf({ learning }) });

    expect(await screen.findByRole('heading', { name: 'Learning Modules' })).toBeInTheDocument();
  });

  it('while sign-in status is loading, shows a spinner instead of the 404 page', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderShell({ path: '/courses', importer: importerOf({ learning }) });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    answer(new Response(JSON.stringify(learner), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Learning Modules' })).toBeInTheDocument();
  });

  it('a page the remote itself marks signed-in is a 404 for visitors even on a public path', async () => {
    stubFetch(null);
    const guarded = remoteApp('commerce', [page('/pricing', 'Pricing', () => <h1>Members pricing</h1>, 'signed-in')]);
    renderShell({ path: '/pricing', importer: importerOf({ commerce: guarded }) });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
