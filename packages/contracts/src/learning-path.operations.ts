import { learningPathResponseSchema } from './learning-path.ts';
import type { OperationTable } from './operation.ts';

/** The learning service's personal learning path. */
export const learningPathOperations = {
  getLearningPath: {
    method: 'get',
    path: '/api/learning-path',
    service: 'learning',
    summary: 'The learner’s personal learning path: modules in order with reasons, pace and progress (null before onboarding)',
    access: 'signed-in',
    response: learningPathResponseSchema,
  },
} as const satisfies OperationTable;
