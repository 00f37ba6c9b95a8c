import type { AuthUser } from '@academy/contracts';
import type { UserRecord } from '../data/user.repository.ts';

/** A user is an administrator by role, or by being named in ADMIN_EMAILS. */
export function isAdministrator(user: Pick<UserRecord, 'role' | 'email'>, adminEmails: readonly string[]): boolean {
  return user.role === 'administrator' || adminEmails.includes(user.email.toLowerCase());
}

export function toAuthUser(user: UserRecord, adminEmails: readonly string[]): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    permissions: user.permissions,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    skillLevel: user.skillLevel,
    isAdmin: isAdministrator(user, adminEmails),
    createdAt: user.createdAt.toISOString(),
  };
}
