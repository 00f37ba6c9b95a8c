import { buttonVariants } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { Compass, LogIn, LogOut } from 'lucide-react';
import { BrandLink } from './brand.tsx';
import { CompactMenu } from './compact-menu.tsx';
import { JOURNEY_PATH, SIGN_IN_PATH, memberNavItems, visitorNavItems, type NavItem } from './navigation-items.ts';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const activeLinkClass = 'bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground';

function HeaderLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          {item.href ? (
            <a href={item.href} className={linkClass}>
              {item.label}
            </a>
          ) : (
            <Link to={item.to} className={linkClass} activeOptions={{ exact: item.to === '/' }} activeProps={{ className: activeLinkClass }}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The header of every page: brand, navigation for visitors or signed-in users, account action. */
export function SiteHeader() {
  const platform = usePlatform();
  const { auth } = platform;
  // Logout is a button, not a link: signing out is a POST (see session/sign-out.ts).
  const signOut = () => platform.signOut();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <BrandLink />

        {auth.status === 'authenticated' ? (
          <nav aria-label="Main" className="ml-auto flex items-center gap-2 lg:flex-1">
            <HeaderLinks items={memberNavItems} className="hidden flex-1 items-center justify-center gap-1 lg:flex" />
            <span className="hidden lg:contents">
              <button type="button" onClick={signOut} className={buttonVariants({ variant: 'ghost' })}>
                <LogOut aria-hidden="true" />
                Logout
              </button>
            </span>
            <CompactMenu kind="member" className="lg:hidden" onSignOut={signOut} />
          </nav>
        ) : auth.status === 'unauthenticated' ? (
          <nav aria-label="Main" className="ml-auto flex items-center gap-2 md:flex-1">
            {/* Five links beside Start Journey and Sign In need the width of lg; below it they are in the menu. */}
            <HeaderLinks items={visitorNavItems} className="hidden flex-1 items-center justify-end gap-1 lg:flex" />
            <span className="hidden md:contents">
              <Link to={JOURNEY_PATH} className={buttonVariants({ variant: 'outline' })}>
                <Compass aria-hidden="true" />
                Start Journey
              </Link>
            </span>
            <Link to={SIGN_IN_PATH} className={buttonVariants({ size: 'sm', className: 'h-9 md:h-10 md:px-4 md:text-sm' })}>
              {/* No icon on a phone: the product name keeps its room at 375 px. */}
              <LogIn aria-hidden="true" className="max-sm:hidden" />
              Sign In
            </Link>
            <CompactMenu kind="visitor" className="lg:hidden" onSignOut={signOut} />
          </nav>
        ) : null}
      </div>
    </header>
  );
}
