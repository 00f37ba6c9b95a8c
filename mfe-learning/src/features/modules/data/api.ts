import { modulesResponseSchema, type LearningModule } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

export function getModules(): Promise<LearningModule[]> {
  return getJson('/api/modules', modulesResponseSchema);
}
