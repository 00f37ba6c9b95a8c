import { idParamSchema } from './common.ts';
import { acknowledgeModuleUpdateRequestSchema, moduleUpdatesResponseSchema } from './module-updates.ts';
import type { OperationTable } from './operation.ts';

/** The learning service's lifetime-update routes: what changed in modules a learner started or finished. */
export const moduleUpdateOperations = {
  getModuleUpdates: {
    method: 'get',
    path: '/api/module-updates',
    service: 'learning',
    summary: 'Modules the learner started or finished that changed since, with what changed',
    access: 'signed-in',
    response: moduleUpdatesResponseSchema,
  },
  acknowledgeModuleUpdate: {
    method: 'post',
    path: '/api/module-updates/:id/acknowledgement',
    service: 'learning',
    summary: 'Records that the learner read what changed in a module up to a version',
    access: 'signed-in',
    params: idParamSchema,
    request: acknowledgeModuleUpdateRequestSchema,
    response: moduleUpdatesResponseSchema,
    paramsError: { code: 'LEARNING_INVALID_MODULE_ID' },
  },
} as const satisfies OperationTable;
