import { arenaOperations } from './arena.operations.ts';
import { backofficeOperations } from './backoffice.operations.ts';
import { certificateOperations } from './certificates.operations.ts';
import { commerceOperations } from './commerce.operations.ts';
import { courseSearchOperations } from './course-search.operations.ts';
import { identityOperations } from './identity.operations.ts';
import { learningOperations } from './learning.operations.ts';
import { learningPathOperations } from './learning-path.operations.ts';
import { moduleUpdateOperations } from './module-updates.operations.ts';
import type { ApiOperation, ApiSubtree, OperationTable } from './operation.ts';
import { platformOperations } from './platform.operations.ts';
import type { ServiceName } from './platform.ts';
import { toolsOperations } from './tools.operations.ts';

/** Each service's operation table: the routes it registers (with the service kit's `route`). */
export const serviceOperations: Readonly<Record<ServiceName, OperationTable>> = {
  identity: identityOperations,
  learning: { ...learningOperations, ...certificateOperations, ...learningPathOperations, ...moduleUpdateOperations, ...courseSearchOperations },
  tools: { ...toolsOperations, ...arenaOperations },
  commerce: commerceOperations,
  backoffice: backofficeOperations,
};

/** Every operation of every service, and the service kit's own. The OpenAPI document is made from it. */
export const apiOperations: readonly ApiOperation[] = [
  ...Object.values(serviceOperations).flatMap((table) => Object.values(table)),
  ...Object.values(platformOperations),
];

/** The subtrees services hand whole to a library; the gateway routes them with the operations. */
export const apiSubtrees: readonly ApiSubtree[] = [];

/** The operations a service answers: its own table and the service kit's routes. */
export function operationsOf(service: ServiceName): ApiOperation[] {
  return [...Object.values(serviceOperations[service]), ...Object.values(platformOperations)];
}

/** `/api/modules/:id` → `/api/modules/{id}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
