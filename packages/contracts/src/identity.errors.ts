/** Every error code the identity service answers with besides the platform's (platform.errors.ts). */
export const identityErrorCodes = [
  /** 400: the callback's state names no sign-in started in this browser (or one already used). */
  'IDENTITY_SIGN_IN_STATE_MISMATCH',
  /** 400: the sign-in took longer than its window. */
  'IDENTITY_SIGN_IN_EXPIRED',
  /** 400: the person cancelled at the provider. */
  'IDENTITY_SIGN_IN_DENIED',
  /** 400: the provider refused the sign-in or sent no usable token. */
  'IDENTITY_SIGN_IN_FAILED',
  /** 503: the sign-in provider could not be reached. */
  'IDENTITY_PROVIDER_UNAVAILABLE',
  /** 400: the provider shared no e-mail address. */
  'IDENTITY_EMAIL_MISSING',
  /** 409: another account already uses the e-mail address. */
  'IDENTITY_EMAIL_IN_USE',
  /** 404: no such user (administration). */
  'IDENTITY_USER_NOT_FOUND',
  /** 400: an administration request with missing or malformed fields. */
  'IDENTITY_INVALID_REQUEST',
  /** 409: the change would leave the academy without an administrator. */
  'IDENTITY_LAST_ADMINISTRATOR',
  /** 409: an administrator cannot delete or demote their own account. */
  'IDENTITY_CANNOT_CHANGE_SELF',
] as const satisfies readonly `IDENTITY_${string}`[];
export type IdentityErrorCode = (typeof identityErrorCodes)[number];
