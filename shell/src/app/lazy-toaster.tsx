import { useToasts, type ToastStore } from '@academy/ui';
import type { ToasterProps } from '@academy/ui/toaster';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The toast area, loaded with the first toast: the Radix toast parts (about 5 KB gzip with their
 * layers) are not needed for a page's first paint. Toasts raised before it arrives wait in the
 * store and show, with their full duration, as soon as it does.
 */
export function LazyToaster({ store }: { store: ToastStore }) {
  const wanted = useToasts(store).length > 0;
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    void import('@academy/ui/toaster').then((module) => {
      if (current) setToaster(() => module.Toaster);
    });
    return () => {
      current = false;
    };
  }, [wanted, Toaster]);

  return Toaster ? <Toaster store={store} /> : null;
}
