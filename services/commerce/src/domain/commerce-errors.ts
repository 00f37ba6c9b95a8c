import type { CommerceErrorCode } from '@academy/contracts';
import { AppError } from '@academy/service-kit';

export type { CommerceErrorCode };

/**
 * Raises one of the commerce codes. The codes and their statuses are declared once, in
 * @academy/contracts (commerce.errors.ts), where AppError looks the status up; the slice README lists them.
 */
export function commerceError(code: CommerceErrorCode, message: string, options: { details?: unknown; cause?: unknown } = {}): AppError {
  return new AppError(code, message, options);
}
