import { moduleUpdatesResponseSchema, type ModuleUpdate } from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** The modules the learner started or finished that changed since, with what changed. */
export function getModuleUpdates(): Promise<ModuleUpdate[]> {
  return getJson('/api/module-updates', moduleUpdatesResponseSchema);
}

/** Records that the learner read what changed in a module up to `version`; answers the updates still unseen. */
export function postModuleUpdateAcknowledgement(moduleId: number, version: number): Promise<ModuleUpdate[]> {
  return apiRequest('POST', `/api/module-updates/${moduleId}/acknowledgement`, { version }, moduleUpdatesResponseSchema);
}
