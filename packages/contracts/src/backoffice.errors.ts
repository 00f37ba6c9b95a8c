/** Every error code the backoffice service answers with besides the platform's: none of its own yet. */
export const backofficeErrorCodes = [] as const satisfies readonly `BACKOFFICE_${string}`[];
export type BackofficeErrorCode = (typeof backofficeErrorCodes)[number];
