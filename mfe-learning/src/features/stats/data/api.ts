import { learningOperations, type StatsResponse } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getStats(): Promise<StatsResponse> {
  return callOperation(learningOperations.getStats);
}
