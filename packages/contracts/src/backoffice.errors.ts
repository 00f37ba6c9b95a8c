/** Every error code the backoffice service answers with besides the platform's. */
export const backofficeErrorCodes = [
  /** 400: a request with missing or malformed fields. */
  'BACKOFFICE_INVALID_REQUEST',
  /** 404: no such contact among the caller's own (another user's is never found). */
  'BACKOFFICE_CONTACT_NOT_FOUND',
  /** 404: no such deal among the caller's own. */
  'BACKOFFICE_DEAL_NOT_FOUND',
] as const satisfies readonly `BACKOFFICE_${string}`[];
export type BackofficeErrorCode = (typeof backofficeErrorCodes)[number];
