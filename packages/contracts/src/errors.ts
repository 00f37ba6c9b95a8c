import { backofficeErrorCodes, backofficeErrorStatuses } from './backoffice.errors.ts';
import { commerceErrorCodes, commerceErrorStatuses } from './commerce.errors.ts';
import { identityErrorCodes, identityErrorStatuses } from './identity.errors.ts';
import { learningErrorCodes, learningErrorStatuses } from './learning.errors.ts';
import { platformErrorStatuses } from './platform.errors.ts';
import type { ServiceName } from './platform.ts';
import { toolsErrorCodes, toolsErrorStatuses } from './tools.errors.ts';
import type { BackofficeErrorCode } from './backoffice.errors.ts';
import type { CommerceErrorCode } from './commerce.errors.ts';
import type { IdentityErrorCode } from './identity.errors.ts';
import type { LearningErrorCode } from './learning.errors.ts';
import type { PlatformErrorCode } from './platform.errors.ts';
import type { ToolsErrorCode } from './tools.errors.ts';

/** Every code an error envelope can carry: the platform's and each slice's. `AppError` takes only these. */
export type ErrorCode = PlatformErrorCode | IdentityErrorCode | LearningErrorCode | ToolsErrorCode | CommerceErrorCode | BackofficeErrorCode;

/** Each service's own codes and the status each is answered with (its README lists them, with the platform's). */
export const serviceErrorStatuses = {
  identity: identityErrorStatuses,
  learning: learningErrorStatuses,
  tools: toolsErrorStatuses,
  commerce: commerceErrorStatuses,
  backoffice: backofficeErrorStatuses,
} as const satisfies Record<ServiceName, Readonly<Record<string, number>>>;

/** Each service's own codes (its README lists them, with the platform's). */
export const serviceErrorCodes: Readonly<Record<ServiceName, readonly ErrorCode[]>> = {
  identity: identityErrorCodes,
  learning: learningErrorCodes,
  tools: toolsErrorCodes,
  commerce: commerceErrorCodes,
  backoffice: backofficeErrorCodes,
};

/** The HTTP status each declared code is answered with: the one code → status table of the platform. */
export const errorStatuses: Readonly<Record<ErrorCode, number>> = Object.assign({}, platformErrorStatuses, ...Object.values(serviceErrorStatuses));

/** Every declared code, once. */
export const errorCodes = Object.keys(errorStatuses) as readonly ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatuses, value);
}
