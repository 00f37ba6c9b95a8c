/** Query keys of the learning modules, namespaced [slice, feature, ...]. */
export const modulesKeys = {
  all: ['learning', 'modules'] as const,
  list: () => [...modulesKeys.all, 'list'] as const,
  detail: (id: number) => [...modulesKeys.all, 'detail', id] as const,
};
