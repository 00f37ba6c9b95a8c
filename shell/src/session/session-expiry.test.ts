import { ApiError } from '@academy/web-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS, createSessionExpiryHandler, loginUrl } from './session-expiry.ts';

describe('createSessionExpiryHandler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(signedIn: boolean) {
    const toast = vi.fn();
    const redirect = vi.fn();
    const handler = createSessionExpiryHandler({ toast, redirect, isSignedIn: () => signedIn, currentPath: () => '/module/3' });
    return { toast, redirect, handler };
  }

  it('waits 500 ms between the notice and the redirect', () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
  });

  it('on a 401 while signed in, toasts "Unauthorized" then redirects to sign in after 500 ms', () => {
    const { toast, redirect, handler } = setup(true);

    handler.handleError(new ApiError(401, 'Unauthorized', ''));

    expect(toast).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fmodule%2F3');
  });

  it('runs only once however many requests fail', () => {
    const { toast, redirect, handler } = setup(true);

    handler.handleError(new ApiError(401, 'Unauthorized', ''));
    handler.handleError(new ApiError(401, 'Unauthorized', ''));
    handler.sessionExpired();
    vi.advanceTimersByTime(1000);

    expect(toast).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 when nobody is signed in, and other errors', () => {
    const visitor = setup(false);
    visitor.handler.handleError(new ApiError(401, 'Unauthorized', ''));

    const member = setup(true);
    member.handler.handleError(new ApiError(500, 'Internal Server Error', ''));
    member.handler.handleError(new Error('network down'));
    vi.advanceTimersByTime(1000);

    expect(visitor.toast).not.toHaveBeenCalled();
    expect(member.toast).not.toHaveBeenCalled();
    expect(member.redirect).not.toHaveBeenCalled();
  });
});

describe('loginUrl', () => {
  it('adds the page to come back to, except for home', () => {
    expect(loginUrl()).toBe('/api/login');
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('/pricing')).toBe('/api/login?returnTo=%2Fpricing');
  });
});
