import { learningOperations, type PostProgressRequest, type ProgressRecord } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getProgress(): Promise<ProgressRecord[]> {
  return callOperation(learningOperations.getProgress);
}

/** Saves a change; the server answers the authoritative record. */
export function postProgress(body: PostProgressRequest): Promise<ProgressRecord> {
  return callOperation(learningOperations.postProgress, { body });
}
