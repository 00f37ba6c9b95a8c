import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importerOf, jsonResponse, learner, page, remoteApp, renderShell, settleUntil, stubFetch } from '../../test/render-shell.tsx';

function ProgressPanel() {
  const progress = useQuery({ queryKey: ['/api/progress'] });
  return <h1>{progress.isError ? 'Progress unavailable' : 'Your progress'}</h1>;
}

const learning = remoteApp('learning', [page('/courses', 'Courses', ProgressPanel, 'signed-in')]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logged-out flow', () => {
  it('when a signed-in request answers 401, shows "Unauthorized" and goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers();
    stubFetch(learner, { '/api/progress': () => jsonResponse(401, '', 'Unauthorized') });
    const redirect = vi.fn();
    renderShell({ path: '/courses', importer: importerOf({ learning }), redirect });

    await settleUntil(() => screen.queryByText('Unauthorized') !== null);

    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized').closest('li')).toHaveAttribute('data-variant', 'destructive');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(redirect).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fcourses');
  });

  it('when the session check itself finds the session gone, runs the same flow once', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(learner);
    const redirect = vi.fn();
    const { shell } = renderShell({ path: '/courses', importer: importerOf({ learning }), redirect });
    await settleUntil(() => screen.queryByRole('heading', { name: 'Your progress' }) !== null);

    fetchMock.mockImplementation(async () => jsonResponse(401, '', 'Unauthorized'));
    await act(() => shell.queryClient.refetchQueries({ queryKey: ['/api/auth/user'] }));
    await act(() => shell.queryClient.refetchQueries({ queryKey: ['/api/auth/user'] }));
    await settleUntil(() => screen.queryByText('Unauthorized') !== null);
    await act(() => vi.advanceTimersByTimeAsync(500));

    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fcourses');
  });

  it('a 401 for a visitor is an ordinary error: no toast and no redirect', async () => {
    vi.useFakeTimers();
    stubFetch(null, { '/api/progress': () => jsonResponse(401, '', 'Unauthorized') });
    const redirect = vi.fn();
    const { shell } = renderShell({ path: '/terms', redirect });
    await settleUntil(() => screen.queryByRole('navigation', { name: 'Main' }) !== null);

    await act(async () => {
      await shell.queryClient.fetchQuery({ queryKey: ['/api/progress'] }).catch(() => undefined);
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('sign-in failure notice', () => {
  it('with ?signin=failed, shows "Sign-in failed" and removes the parameter', async () => {
    stubFetch(null);
    const { shell } = renderShell({ path: '/?signin=failed' });

    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed').closest('li')).toHaveAttribute('data-variant', 'destructive');
    await vi.waitFor(() => expect(shell.router.state.location.searchStr).toBe(''));
  });
});

describe('sign-in status failure', () => {
  it('when /api/auth/user fails, shows a notice and treats the user as a visitor', async () => {
    stubFetch('error');
    renderShell({ path: '/' });

    expect(await screen.findByText('Sign-in status unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Master AI for Business Success' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/pricing');
  });
});
