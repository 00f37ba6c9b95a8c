import { learningOperations, type LearningModule, type ModuleSummary } from '@academy/contracts';
import { callOperation, isApiError } from '@academy/web-kit';

/** The catalogue list: titles, categories, section counts and the learner's progress, never a section body. */
export function getModules(): Promise<ModuleSummary[]> {
  return callOperation(learningOperations.getModules);
}

/**
 * One module with its body; null when no published module has that id. The service sends an
 * ETag with `no-cache`, so the browser keeps the body and revalidates it (a 304 costs no body).
 */
export async function getModule(id: number): Promise<LearningModule | null> {
  try {
    return await callOperation(learningOperations.getModule, { params: { id } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
