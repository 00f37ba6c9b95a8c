import { statsResponseSchema, type StatsResponse } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

export function getStats(): Promise<StatsResponse> {
  return getJson('/api/stats', statsResponseSchema);
}
