import {
  postProgressResponseSchema,
  progressListResponseSchema,
  type PostProgressRequest,
  type ProgressRecord,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export function getProgress(): Promise<ProgressRecord[]> {
  return getJson('/api/progress', progressListResponseSchema);
}

/** Saves a change; the server answers the authoritative record. */
export function postProgress(body: PostProgressRequest): Promise<ProgressRecord> {
  return apiRequest('POST', '/api/progress', body, postProgressResponseSchema);
}
