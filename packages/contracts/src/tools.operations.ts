import type { OperationTable } from './operation.ts';
import { aiToolsResponseSchema } from './tools.ts';

/** Every route of the tools service. */
export const toolsOperations = {
  getAiTools: { method: 'get', path: '/api/ai-tools', service: 'tools', summary: 'The AI tools catalogue', access: 'signed-in', response: aiToolsResponseSchema },
} as const satisfies OperationTable;
