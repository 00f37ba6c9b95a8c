import { buttonVariants, cn } from '@academy/ui';
import { Menu } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import type { CompactMenuProps } from './compact-menus.tsx';

type CompactMenuComponent = ComponentType<CompactMenuProps>;

let loading: Promise<CompactMenuComponent> | undefined;
function loadCompactMenu(): Promise<CompactMenuComponent> {
  loading ??= import('./compact-menus.tsx').then((module) => module.CompactMenu);
  return loading;
}

/**
 * The header's compact menu. Its dropdown (Radix menu, popper, focus scope: about 30 KB gzip) is
 * not part of any page's first load: a stand-in button of the same look and name is shown, the
 * menu module starts loading when the pointer comes over it, it takes the focus or a finger touches
 * it, and the real menu replaces it, open, when it is pressed (pointer, Enter, Space or the down
 * arrow, as the menu's own trigger answers). Swapping only on a press keeps the element under a
 * pointer or the focus the same until the user asks for the menu; the open menu takes the focus
 * and gives it back to its trigger when it closes.
 */
export function CompactMenu({ kind, className, onSignOut }: Omit<CompactMenuProps, 'defaultOpen'>) {
  const [pressed, setPressed] = useState(false);
  const [Loaded, setLoaded] = useState<CompactMenuComponent | null>(null);

  useEffect(() => {
    if (!pressed) return;
    let current = true;
    void loadCompactMenu().then((component) => {
      if (current) setLoaded(() => component);
    });
    return () => {
      current = false;
    };
  }, [pressed]);

  if (Loaded) return <Loaded kind={kind} className={className} onSignOut={onSignOut} defaultOpen />;

  const prefetch = () => void loadCompactMenu();
  const press = () => setPressed(true);
  return (
    <button
      type="button"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      aria-label="Open menu"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-busy={pressed || undefined}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          press();
        }
      }}
    >
      <Menu aria-hidden="true" />
    </button>
  );
}
