/** Every error code the backoffice service answers with besides the platform's. */
export const backofficeErrorCodes = [
  /** 400: a request with missing or malformed fields. */
  'BACKOFFICE_INVALID_REQUEST',
] as const satisfies readonly `BACKOFFICE_${string}`[];
export type BackofficeErrorCode = (typeof backofficeErrorCodes)[number];
