import type { SliceName } from '@academy/contracts';

/**
 * A remote's query key factory: every key starts with the slice and the feature,
 * e.g. `const key = createQueryKeys('learning'); key('modules')` -> ['learning', 'modules'].
 */
export function createQueryKeys<S extends SliceName>(slice: S) {
  return <const F extends string, const R extends readonly unknown[]>(feature: F, ...rest: R) => [slice, feature, ...rest] as const;
}
