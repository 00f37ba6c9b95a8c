import { moduleUpdateOperations, type ModuleUpdate } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** The modules the learner started or finished that changed since, with what changed. */
export function getModuleUpdates(): Promise<ModuleUpdate[]> {
  return callOperation(moduleUpdateOperations.getModuleUpdates);
}

/** Records that the learner read what changed in a module up to `version`; answers the updates still unseen. */
export function postModuleUpdateAcknowledgement(moduleId: number, version: number): Promise<ModuleUpdate[]> {
  return callOperation(moduleUpdateOperations.acknowledgeModuleUpdate, { params: { id: moduleId }, body: { version } });
}
