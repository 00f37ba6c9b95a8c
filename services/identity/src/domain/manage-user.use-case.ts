import { permissionsForRole, type Role } from '@academy/contracts';
import { notFound } from '@academy/service-kit';
import type { UserRecord, UserRepository } from '../data/user.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

export interface ManageUserDeps {
  users: UserRepository;
  revocations: SessionRevocations;
}

const userNotFound = () => notFound('IDENTITY_USER_NOT_FOUND', 'There is no such user.');

/**
 * Gives a user a new role (and its permissions). Every service is told before this returns, so the
 * user's next request anywhere is checked with the new role, not a cached copy of the old one.
 */
export async function changeUserRole(deps: ManageUserDeps, userId: string, role: Role): Promise<UserRecord> {
  const user = await deps.users.setRole(userId, role, permissionsForRole(role));
  if (!user) throw userNotFound();
  await deps.revocations.publish({ userId });
  return user;
}

/** Deletes a user and their sessions; every service forgets them before this returns. */
export async function deleteUser(deps: ManageUserDeps, userId: string): Promise<void> {
  const deleted = await deps.users.deleteWithSessions(userId);
  if (!deleted) throw userNotFound();
  await deps.revocations.publish({ userId });
}
