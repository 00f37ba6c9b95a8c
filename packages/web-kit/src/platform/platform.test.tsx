import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlatformProvider, useAuth, usePlatform, type Platform } from './platform.tsx';

const platform: Platform = {
  auth: { status: 'unauthenticated', user: null },
  toast: vi.fn(),
  navigate: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  setMentorContext: vi.fn(),
  config: {
    remotes: {
      learning: '/mfe/learning/mf-manifest.json',
      tools: '/mfe/tools/mf-manifest.json',
      commerce: '/mfe/commerce/mf-manifest.json',
      backoffice: '/mfe/backoffice/mf-manifest.json',
    },
    payments: { mode: 'test', publishableKey: null },
    supportEmail: 'support@academy.test',
  },
};

function wrapper({ children }: { children: ReactNode }) {
  return <PlatformProvider value={platform}>{children}</PlatformProvider>;
}

describe('usePlatform', () => {
  it('returns the platform given to the provider', () => {
    const { result } = renderHook(() => usePlatform(), { wrapper });

    expect(result.current).toBe(platform);
  });

  it('useAuth returns the auth part', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });

    expect(result.current).toEqual({ status: 'unauthenticated', user: null });
  });
});
