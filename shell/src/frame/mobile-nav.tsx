import { Link } from '@tanstack/react-router';
import { mobileNavItems } from './navigation-items.ts';

/** Bottom navigation below the md breakpoint, for signed-in users. */
export function MobileNav() {
  return (
    <nav
      aria-label="Mobile"
      data-slot="mobile-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {mobileNavItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: to === '/' }}
              className="flex flex-col items-center gap-1 px-1 py-2 text-[11px] font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              activeProps={{ className: 'text-primary hover:text-primary' }}
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
