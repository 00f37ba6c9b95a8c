import type { AuthUser } from '@academy/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteApp } from '../routes/remote-app.ts';
import { learner } from '../testing/render-page.tsx';
import { renderStandalone } from './render-standalone.tsx';

const app: RemoteApp = {
  appId: 'learning',
  version: 1,
  routes: [
    { path: '/courses', access: 'public', title: 'Courses', component: () => <h1>All courses</h1> },
    { path: '/module/$id', access: 'signed-in', title: 'Module', component: () => <h1>One module</h1> },
    { path: '/progress', access: 'signed-in', title: 'Progress', component: () => <h1>Your progress</h1> },
  ],
};

function stubSession(user: AuthUser | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/user' && user) return Response.json(user);
    if (url === '/api/auth/user')
      return Response.json({ error: { code: 'IDENTITY_UNAUTHENTICATED', message: 'Sign in first', requestId: 'r-1' } }, { status: 401 });
    return Response.json({ error: { code: 'NOT_FOUND', message: `No ${url}`, requestId: 'r-2' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('renderStandalone', () => {
  let container: HTMLElement;
  let root: Root | null = null;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  it('frames the remote with a link to each page without parameters and the signed-in email', async () => {
    stubSession(learner);
    window.history.replaceState(null, '', '/courses');

    await act(async () => {
      root = renderStandalone(app, { container });
    });

    const nav = await screen.findByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Courses', 'Progress']);
    expect(screen.getByText('learning slice · standalone')).toBeInTheDocument();
    expect(await screen.findByText(learner.email)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All courses' })).toBeInTheDocument();
  });

  it('shows a signed-in page to the signed-in user', async () => {
    stubSession(learner);
    window.history.replaceState(null, '', '/module/3');

    await act(async () => {
      root = renderStandalone(app, { container });
    });

    expect(await screen.findByRole('heading', { name: 'One module' })).toBeInTheDocument();
  });

  it('when signed out, asks for sign-in on a signed-in page and sends the visitor to /api/login with the page', async () => {
    stubSession(null);
    window.history.replaceState(null, '', '/progress');

    await act(async () => {
      root = renderStandalone(app, { container });
    });

    expect(await screen.findByText('This page needs a signed-in user.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your progress' })).not.toBeInTheDocument();
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fprogress');
  });

  it('renders nothing when the page has no container', () => {
    stubSession(learner);

    expect(renderStandalone(app, { container: null })).toBeNull();
  });
});
