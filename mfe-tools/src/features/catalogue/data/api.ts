import { aiToolsResponseSchema, type AiTool } from '@academy/contracts';
import { getJson } from '@academy/web-kit';

export function getAiTools(): Promise<AiTool[]> {
  return getJson('/api/ai-tools', aiToolsResponseSchema);
}
