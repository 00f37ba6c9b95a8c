import { useAuth, usePlatform } from '@academy/web-kit';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { cn } from '@academy/ui';
import { MentorWidget } from '../mentor/index.ts';
import { MobileNav } from './mobile-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The identity service sends the browser to `?signin=failed` when signing in did not work:
 * tell the user once, then drop the parameter so a reload does not repeat it.
 */
function useSignInFailedNotice() {
  const platform = usePlatform();
  const router = useRouter();
  const location = useLocation();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.searchStr);
    if (params.get('signin') !== 'failed') return;
    if (shownFor.current === location.href) return;
    shownFor.current = location.href;
    platform.toast({ title: 'Sign-in failed', description: 'Please try again.', variant: 'destructive' });
    params.delete('signin');
    const rest = params.toString();
    router.history.replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash ? `#${location.hash}` : ''}`);
  }, [location.href, location.searchStr, location.pathname, location.hash, platform, router]);
}

/** Header, page, footer, mobile navigation and the mentor: the frame around every route. */
export function AppFrame() {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  useSignInFailedNotice();

  return (
    <div className={cn('flex min-h-dvh flex-col bg-background', signedIn && 'pb-20 md:pb-0')}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/*
        At least the viewport below the header, from the first paint: the footer starts below the
        fold and is never pushed down in view while the page, the sign-in state and the remote
        arrive (layout shift).
      */}
      <main id="main-content" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {/* Outside <main>, so that it is the page's contentinfo landmark. */}
      <SiteFooter />
      {signedIn ? <MobileNav /> : null}
      {/* Placed once the sign-in state is known (it sits higher above the mobile navigation), so it never jumps. */}
      {auth.status === 'loading' ? null : <MentorWidget />}
    </div>
  );
}
