import { backofficeErrorCodes } from './backoffice.errors.ts';
import { commerceErrorCodes } from './commerce.errors.ts';
import { identityErrorCodes } from './identity.errors.ts';
import { learningErrorCodes } from './learning.errors.ts';
import { platformErrorCodes } from './platform.errors.ts';
import type { ServiceName } from './platform.ts';
import { toolsErrorCodes } from './tools.errors.ts';
import type { BackofficeErrorCode } from './backoffice.errors.ts';
import type { CommerceErrorCode } from './commerce.errors.ts';
import type { IdentityErrorCode } from './identity.errors.ts';
import type { LearningErrorCode } from './learning.errors.ts';
import type { PlatformErrorCode } from './platform.errors.ts';
import type { ToolsErrorCode } from './tools.errors.ts';

/** Every code an error envelope can carry: the platform's and each slice's. `AppError` takes only these. */
export type ErrorCode = PlatformErrorCode | IdentityErrorCode | LearningErrorCode | ToolsErrorCode | CommerceErrorCode | BackofficeErrorCode;

/** Each service's own codes (its README lists them, with the platform's). */
export const serviceErrorCodes: Readonly<Record<ServiceName, readonly ErrorCode[]>> = {
  identity: identityErrorCodes,
  learning: learningErrorCodes,
  tools: toolsErrorCodes,
  commerce: commerceErrorCodes,
  backoffice: backofficeErrorCodes,
};

/** Every declared code, once. */
export const errorCodes: readonly ErrorCode[] = [...platformErrorCodes, ...Object.values(serviceErrorCodes).flat()];

export function isErrorCode(value: string): value is ErrorCode {
  return (errorCodes as readonly string[]).includes(value);
}
