import { LoadingState } from '@academy/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page whose code loads only when it is opened: the analytics dashboard brings its chart
 * library, which the catalogue and the calculators should not pay for on first load.
 */
export function lazyPage(load: () => Promise<ComponentType>, label: string): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page />
      </Suspense>
    );
  };
}
