import { PlatformProvider, createQueryClient, type AuthState } from '@academy/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakePlatform, signedIn } from './render-page.tsx';

/**
 * Runs a page's hook (a `use<Page>` in a feature's data/) inside what the shell gives a page: a
 * real QueryClient and the platform. Returns the hook's result with both, for tests that drive the
 * hook and look at the cache it fills.
 */
export function renderPageHook<Result>(hook: () => Result, { auth = signedIn }: { auth?: AuthState } = {}) {
  const platform = fakePlatform(auth);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider value={platform}>{children}</PlatformProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), platform, queryClient };
}
