import { toolsOperations, type AiTool } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

export function getAiTools(): Promise<AiTool[]> {
  return callOperation(toolsOperations.getAiTools);
}
