import { buttonVariants, cn } from '@academy/ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@academy/ui/dropdown-menu';
import { Link } from '@tanstack/react-router';
import { Compass, LogIn, LogOut, Menu } from 'lucide-react';
import { JOURNEY_PATH, SIGN_IN_PATH, memberNavItems, visitorNavItems, type NavItem } from './navigation-items.ts';

export interface CompactMenuProps {
  /** Which navigation the menu holds. */
  kind: 'member' | 'visitor';
  className: string;
  onSignOut: () => void;
  /** Opened at once: it replaces the stand-in trigger when that is pressed. */
  defaultOpen: boolean;
}

function MenuLinks({ items }: { items: readonly NavItem[] }) {
  return items.map(({ to, href, label, icon: Icon }) => (
    <DropdownMenuItem key={to} asChild>
      {href ? (
        <a href={href}>
          <Icon aria-hidden="true" />
          {label}
        </a>
      ) : (
        <Link to={to} activeOptions={{ exact: to === '/' }} activeProps={{ className: 'font-semibold text-primary' }}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      )}
    </DropdownMenuItem>
  ));
}

/**
 * The header's compact menu (below lg), with the dropdown menu's Radix
 * parts. Loaded on intent by compact-menu.tsx, so they stay out of every page's start.
 */
export function CompactMenu({ kind, className, onSignOut, defaultOpen }: CompactMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)} aria-label="Open menu">
        <Menu aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {kind === 'member' ? (
          <>
            <MenuLinks items={memberNavItems} />
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOut aria-hidden="true" />
              Logout
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <MenuLinks items={visitorNavItems} />
            <DropdownMenuItem asChild>
              <Link to={JOURNEY_PATH}>
                <Compass aria-hidden="true" />
                Start Journey
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to={SIGN_IN_PATH}>
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
