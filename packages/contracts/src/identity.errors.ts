/**
 * Every error code the identity service answers with besides the platform's (platform.errors.ts),
 * declared once with its HTTP status: a throw names the code only (AppError looks the status up).
 */
export const identityErrorStatuses = {
  /** The callback's state names no sign-in started in this browser (or one already used). */
  IDENTITY_SIGN_IN_STATE_MISMATCH: 400,
  /** The sign-in took longer than its window. */
  IDENTITY_SIGN_IN_EXPIRED: 400,
  /** The person cancelled at the provider. */
  IDENTITY_SIGN_IN_DENIED: 400,
  /** The provider refused the sign-in or sent no usable token. */
  IDENTITY_SIGN_IN_FAILED: 400,
  /** The sign-in provider could not be reached. */
  IDENTITY_PROVIDER_UNAVAILABLE: 503,
  /** The provider shared no e-mail address. */
  IDENTITY_EMAIL_MISSING: 400,
  /** Another account already uses the e-mail address. */
  IDENTITY_EMAIL_IN_USE: 409,
  /** No such user (administration). */
  IDENTITY_USER_NOT_FOUND: 404,
  /** An administration request with missing or malformed fields. */
  IDENTITY_INVALID_REQUEST: 400,
  /** The change would leave the academy without an administrator. */
  IDENTITY_LAST_ADMINISTRATOR: 409,
  /** An administrator cannot delete or demote their own account. */
  IDENTITY_CANNOT_CHANGE_SELF: 409,
} as const satisfies Record<`IDENTITY_${string}`, number>;
export type IdentityErrorCode = keyof typeof identityErrorStatuses;
export const identityErrorCodes = Object.keys(identityErrorStatuses) as IdentityErrorCode[];
