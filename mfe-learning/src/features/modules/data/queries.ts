import type { LearningModule } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModules } from './api.ts';
import { modulesKeys } from './query-keys.ts';

export const modulesQuery = queryOptions({
  queryKey: modulesKeys.list(),
  queryFn: getModules,
});

/** The learning modules in course order. */
export function useModules() {
  return useQuery(modulesQuery);
}

/** One module out of the same list (shared cache); null when no module has that id. */
export function useModule(id: number) {
  return useQuery({
    ...modulesQuery,
    select: (modules: LearningModule[]) => modules.find((module) => module.id === id) ?? null,
  });
}
