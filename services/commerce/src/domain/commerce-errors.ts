import { commerceErrorStatuses, type CommerceErrorCode } from '@academy/contracts';
import { AppError } from '@academy/service-kit';

export type { CommerceErrorCode };

/**
 * Raises one of the commerce codes with its status. The codes and their statuses are declared
 * once, in @academy/contracts (commerce.errors.ts); the slice README lists them.
 */
export function commerceError(code: CommerceErrorCode, message: string, options: { details?: unknown; cause?: unknown } = {}): AppError {
  return new AppError(code, message, { status: commerceErrorStatuses[code], ...options });
}
