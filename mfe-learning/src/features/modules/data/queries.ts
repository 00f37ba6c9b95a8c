import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModule, getModules } from './api.ts';
import { modulesKeys } from './query-keys.ts';

export const modulesQuery = queryOptions({
  queryKey: modulesKeys.list(),
  queryFn: getModules,
});

export const moduleQuery = (id: number) =>
  queryOptions({
    queryKey: modulesKeys.detail(id),
    queryFn: () => getModule(id),
  });

/** The learning modules in course order, without their bodies. */
export function useModules() {
  return useQuery(modulesQuery);
}

/** One module with its body, fetched on its own; null when no module has that id. */
export function useModule(id: number) {
  return useQuery({ ...moduleQuery(id), enabled: id > 0, ...(id > 0 ? {} : { initialData: null }) });
}
