import { progressKeys } from '../../progress/index.ts';

/**
 * Query keys of the lifetime updates. They live under the progress namespace: finishing a module
 * on its current version ends its update, and every saved progress change refreshes
 * ['learning', 'progress'], so the notices follow without a second invalidation.
 */
export const moduleUpdatesKeys = {
  all: [...progressKeys.all, 'module-updates'] as const,
  mine: () => [...moduleUpdatesKeys.all, 'mine'] as const,
  acknowledge: () => [...moduleUpdatesKeys.all, 'acknowledge'] as const,
};
