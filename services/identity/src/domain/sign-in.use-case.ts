import { permissionsForRole, type Role } from '@academy/contracts';
import { AppError, publishEvent } from '@academy/service-kit';
import type { RunInTransaction } from '../data/transaction.ts';
import { EmailTakenError, type UserRecord, type UserRepository } from '../data/user.repository.ts';

/** What the issuer told us about the person signing in (from the ID token or userinfo). */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  pictureUrl: string | undefined;
}

export interface SignInDeps {
  users: UserRepository;
  transaction: RunInTransaction;
  /** The role a user gets when their account is first created. */
  initialRole(email: string): Role;
  now?: () => Date;
}

/**
 * Finds or creates the user an issuer vouched for and records the sign-in.
 * - Same issuer and subject: the profile is refreshed from the issuer.
 * - New subject, known e-mail: linked only when the issuer says the address is verified;
 *   otherwise refused, so nobody takes over an account by claiming its address.
 * - Otherwise a new user with the initial role and that role's permissions.
 */
export async function signIn(deps: SignInDeps, identity: VerifiedIdentity): Promise<UserRecord> {
  const email = identity.email?.trim().toLowerCase();
  if (!email) {
    throw new AppError('IDENTITY_EMAIL_MISSING', 'The sign-in provider did not share an e-mail address.');
  }
  const now = deps.now?.() ?? new Date();
  const profile = {
    email,
    firstName: identity.firstName?.trim() || null,
    lastName: identity.lastName?.trim() || null,
    profileImageUrl: identity.pictureUrl?.trim() || null,
  };
  try {
    const known = await deps.users.findBySubject(identity.issuer, identity.subject);
    if (known) return await deps.users.recordSignIn(known.id, profile, now);

    const sameEmail = await deps.users.findByEmail(email);
    if (sameEmail) {
      if (identity.emailVerified !== true) throw emailInUse();
      return await deps.users.recordSignIn(sameEmail.id, { ...profile, issuer: identity.issuer, subject: identity.subject }, now);
    }

    const role = deps.initialRole(email);
    // The new account and its user.created announcement commit together.
    return await deps.transaction(async (tx) => {
      const { created, ...user } = await deps.users.create(
        { ...profile, issuer: identity.issuer, subject: identity.subject, role, permissions: permissionsForRole(role) },
        now,
        tx,
      );
      if (created) {
        await publishEvent(tx, {
          type: 'user.created',
          subject: user.id,
          data: { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role },
        });
      }
      return user;
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailInUse(error);
    throw error;
  }
}

function emailInUse(cause?: unknown): AppError {
  return new AppError('IDENTITY_EMAIL_IN_USE', 'Another account already uses this e-mail address.', { cause });
}

/** The part of the OpenID client a sign-in needs. */
export interface IdentityVerifier<Pending> {
  completeSignIn(callbackUrl: URL, pending: Pending): Promise<{ identity: VerifiedIdentity; idToken: string | undefined }>;
}

/** How long the issuer may take to send the browser back. */
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/** Verifies the issuer's answer to a sign-in this browser started, then signs the user in. */
export async function completeSignIn<Pending extends { startedAt: number }>(
  deps: SignInDeps & { verifier: IdentityVerifier<Pending> },
  callbackUrl: URL,
  pending: Pending | undefined,
): Promise<{ user: UserRecord; idToken: string | undefined }> {
  if (!pending) {
    throw new AppError('IDENTITY_SIGN_IN_STATE_MISMATCH', 'This sign-in was not started from this browser, or it was already used.');
  }
  const now = deps.now?.() ?? new Date();
  if (now.getTime() - pending.startedAt > SIGN_IN_WINDOW_MS) {
    throw new AppError('IDENTITY_SIGN_IN_EXPIRED', 'The sign-in took too long. Please sign in again.');
  }
  const { identity, idToken } = await deps.verifier.completeSignIn(callbackUrl, pending);
  const user = await signIn(deps, identity);
  return { user, idToken };
}
