import { usePlatform } from '@academy/web-kit';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * The subscription section, fetched only for a signed-in user (only they can have a subscription)
 * and after the first paint: a visitor's /pricing carries none of its code, and the prerendered
 * page, drawn with no effects run, has nothing where it will appear.
 */
export function LazySubscriptionSection() {
  const signedIn = usePlatform().auth.status === 'authenticated';
  const [Section, setSection] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!signedIn || Section) return;
    let current = true;
    import('./subscription-section.tsx').then(
      (module) => {
        if (current) setSection(() => module.SubscriptionSection);
      },
      // The rest of the page works without it; the next visit tries again.
      (error: unknown) => console.warn('The subscription section could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [signedIn, Section]);
  return Section ? <Section /> : null;
}
