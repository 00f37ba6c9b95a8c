/**
 * Every error code the backoffice service answers with besides the platform's, declared once with
 * its HTTP status: a throw names the code only (AppError looks the status up).
 */
export const backofficeErrorStatuses = {
  /** A request with missing or malformed fields. */
  BACKOFFICE_INVALID_REQUEST: 400,
  /** No such contact among the caller's own (another user's is never found). */
  BACKOFFICE_CONTACT_NOT_FOUND: 404,
  /** No such deal among the caller's own. */
  BACKOFFICE_DEAL_NOT_FOUND: 404,
} as const satisfies Record<`BACKOFFICE_${string}`, number>;
export type BackofficeErrorCode = keyof typeof backofficeErrorStatuses;
export const backofficeErrorCodes = Object.keys(backofficeErrorStatuses) as BackofficeErrorCode[];
