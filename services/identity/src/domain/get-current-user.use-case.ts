import type { AuthUser } from '@academy/contracts';
import { unauthorized } from '@academy/service-kit';
import type { UserRepository } from '../data/user.repository.ts';
import { toAuthUser } from './auth-user.ts';

/** The signed-in user of a session; 401 when the session has none or its user no longer exists. */
export async function getCurrentUser(deps: { users: UserRepository; adminEmails: readonly string[] }, userId: string | undefined): Promise<AuthUser> {
  if (!userId) throw unauthorized();
  const user = await deps.users.findById(userId);
  if (!user) throw unauthorized();
  return toAuthUser(user, deps.adminEmails);
}
