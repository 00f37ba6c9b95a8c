import type { ModuleUpdate } from '@academy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getModuleUpdates, postModuleUpdateAcknowledgement } from './api.ts';
import { moduleUpdatesKeys } from './query-keys.ts';

export const moduleUpdatesQuery = queryOptions({ queryKey: moduleUpdatesKeys.mine(), queryFn: getModuleUpdates });

/** Every module the learner started or finished that changed since. */
export function useModuleUpdates() {
  return useQuery(moduleUpdatesQuery);
}

/** The update of one module, or null when it has none. */
export function useModuleUpdate(moduleId: number) {
  return useQuery({ ...moduleUpdatesQuery, select: (updates: ModuleUpdate[]) => updates.find((update) => update.moduleId === moduleId) ?? null });
}

/**
 * "Got it" on an update: records the version the learner was shown (not whatever is newest by
 * then), and the service's answer — the updates still unseen — replaces the cached list.
 */
export function useAcknowledgeModuleUpdate() {
  const queryClient = useQueryClient();
  return useMutation<ModuleUpdate[], Error, Pick<ModuleUpdate, 'moduleId' | 'version'>>({
    mutationKey: moduleUpdatesKeys.acknowledge(),
    mutationFn: ({ moduleId, version }) => postModuleUpdateAcknowledgement(moduleId, version),
    onSuccess: (updates) => queryClient.setQueryData(moduleUpdatesKeys.mine(), updates),
  });
}
