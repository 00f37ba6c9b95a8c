import { randomUUID } from 'node:crypto';
import { permissionsForRole, type AdminUser, type AdminUserCreateRequest, type AdminUsersPage, type AdminUsersQuery, type Role } from '@academy/contracts';
import { AppError, forbidden, notFound, publishEvent } from '@academy/service-kit';
import type { RunInTransaction } from '../data/transaction.ts';
import { EmailTakenError, type IdentityTx, type UserAdminFields, type UserRecord, type UserRepository } from '../data/user.repository.ts';
import { isAdministrator } from './auth-user.ts';
import type { SessionRevocations } from './session-revocations.ts';

export interface ManageUserDeps {
  users: UserRepository;
  transaction: RunInTransaction;
  revocations: SessionRevocations;
}

export interface AdminDeps extends ManageUserDeps {
  adminEmails: readonly string[];
}

/** Who is acting and from which request, for the admin.action event the audit log records. */
export interface AdminActor {
  actorId: string;
  requestId?: string;
}

export type AdminAction = 'user.create' | 'user.update' | 'user.delete';

async function announceAction(tx: IdentityTx, actor: AdminActor | undefined, action: AdminAction, targetId: string): Promise<void> {
  if (!actor) return;
  await publishEvent(tx, {
    type: 'admin.action',
    subject: targetId,
    data: { actorId: actor.actorId, action, targetId, outcome: 'success', requestId: actor.requestId },
  });
}

/**
 * Announces an administrator's refused request (bad input, a guard, no such user) in a transaction
 * of its own, so the audit log shows failures too.
 */
export async function announceRefusal(
  deps: Pick<AdminDeps, 'transaction'>,
  actor: AdminActor,
  action: AdminAction,
  targetId: string | undefined,
  error: AppError,
): Promise<void> {
  await deps.transaction((tx) =>
    publishEvent(tx, {
      type: 'admin.action',
      subject: targetId,
      data: { actorId: actor.actorId, action, targetId, outcome: 'failure', code: error.code, requestId: actor.requestId },
    }),
  );
}

/** The issuer recorded for a user an administrator created, until they first sign in and are linked. */
export const ADMIN_CREATED_ISSUER = 'academy:admin-created';

const userNotFound = () => notFound('IDENTITY_USER_NOT_FOUND', 'There is no such user.');
const lastAdministrator = () => new AppError('IDENTITY_LAST_ADMINISTRATOR', 'This is the last administrator: make someone else an administrator first.');
const cannotChangeSelf = (what: string) => new AppError('IDENTITY_CANNOT_CHANGE_SELF', `You cannot ${what} your own account; ask another administrator.`);
const emailInUse = (cause: unknown) => new AppError('IDENTITY_EMAIL_IN_USE', 'Another account already uses this e-mail address.', { cause });

export function toAdminUser(user: UserRecord, adminEmails: readonly string[]): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    permissions: user.permissions,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    isAdmin: isAdministrator(user, adminEmails),
    lastSignedInAt: user.lastSignedInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

function profileEvent(user: UserRecord) {
  return { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** One page of the admin list with the User Management figures. */
export async function listUsers(deps: Pick<AdminDeps, 'users' | 'adminEmails'>, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const page = await deps.users.listPage(query, deps.adminEmails);
  return {
    users: page.rows.map((row) => toAdminUser(row, deps.adminEmails)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    stats: page.stats,
  };
}

/**
 * Creates a user. Nobody can sign in as them until an issuer vouches for the address: the first
 * sign-in with a verified e-mail links the account (see signIn). The permissions are the role's.
 */
export async function createUser(
  deps: AdminDeps,
  actor: AdminActor | undefined,
  input: Required<Pick<AdminUserCreateRequest, 'email' | 'role' | 'subscriptionPlan'>> & Pick<AdminUserCreateRequest, 'firstName' | 'lastName'>,
): Promise<AdminUser> {
  try {
    const user = await deps.transaction(async (tx) => {
      const created = await deps.users.createByAdmin(
        {
          email: input.email,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          issuer: ADMIN_CREATED_ISSUER,
          subject: randomUUID(),
          role: input.role,
          permissions: permissionsForRole(input.role),
          subscriptionPlan: input.subscriptionPlan,
        },
        tx,
      );
      await publishEvent(tx, { type: 'user.created', subject: created.id, data: profileEvent(created) });
      await announceAction(tx, actor, 'user.create', created.id);
      return created;
    });
    return toAdminUser(user, deps.adminEmails);
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailInUse(error);
    throw error;
  }
}

/**
 * Locks the administrators (always first, so concurrent changes queue instead of deadlocking),
 * then the user. Refuses when the caller stopped being an administrator meanwhile, when they would
 * delete or demote themselves (an accident more often than not), or when the user is the last
 * administrator. `actorId` is absent for operator tooling, which only meets the last guard.
 */
async function lockForAdministration(
  deps: AdminDeps,
  tx: IdentityTx,
  userId: string,
  actorId: string | undefined,
  takesAdministrationAway: (user: UserRecord) => boolean,
  what: string,
): Promise<UserRecord> {
  const administrators = await deps.users.lockAdministrators(deps.adminEmails, tx);
  if (actorId !== undefined && !administrators.includes(actorId)) throw forbidden('Only administrators can do this.');
  const user = await deps.users.findForUpdate(userId, tx);
  if (!user) throw userNotFound();
  if (!takesAdministrationAway(user)) return user;
  if (actorId !== undefined && user.id === actorId) throw cannotChangeSelf(what);
  if (administrators.includes(user.id) && administrators.every((id) => id === user.id)) throw lastAdministrator();
  return user;
}

/**
 * Changes a user's name, role or plan. A new role brings its permissions, and every service is
 * told before this returns, so the user's next request anywhere is checked with the new role.
 * `actorId` is the administrator making the change (absent for operator tooling).
 */
export async function updateUser(
  deps: AdminDeps,
  actor: AdminActor | undefined,
  userId: string,
  changes: Omit<UserAdminFields, 'permissions'>,
): Promise<AdminUser> {
  const actorId = actor?.actorId;
  const { user, roleChanged } = await deps.transaction(async (tx) => {
    const demotes = (user: UserRecord) => changes.role !== undefined && changes.role !== 'administrator' && user.role === 'administrator';
    const before = await lockForAdministration(deps, tx, userId, actorId, demotes, 'demote');
    const fields: UserAdminFields = { ...changes };
    const roleChanged = changes.role !== undefined && changes.role !== before.role;
    if (changes.role !== undefined) fields.permissions = permissionsForRole(changes.role);
    const after = await deps.users.updateByAdmin(userId, fields, tx);
    if (!after) throw userNotFound();
    await publishEvent(tx, { type: 'user.updated', subject: after.id, data: { ...profileEvent(after), actorId } });
    await announceAction(tx, actor, 'user.update', after.id);
    return { user: after, roleChanged };
  });
  if (roleChanged) await deps.revocations.publish({ userId });
  return toAdminUser(user, deps.adminEmails);
}

/**
 * Deletes a user and their sessions and announces user.deleted in the same transaction, so every
 * slice removes or anonymises what it holds about them; every service forgets their sessions
 * before this returns.
 */
export async function deleteUserAsAdmin(deps: AdminDeps, actor: AdminActor, userId: string): Promise<void> {
  await deps.transaction(async (tx) => {
    const user = await lockForAdministration(deps, tx, userId, actor.actorId, () => true, 'delete');
    await deps.users.deleteInTransaction(userId, tx);
    await publishEvent(tx, { type: 'user.deleted', subject: user.id, data: { userId: user.id, email: user.email, actorId: actor.actorId } });
    await announceAction(tx, actor, 'user.delete', user.id);
  });
  await deps.revocations.publish({ userId });
}

/** Operator tooling (no caller to guard against): gives a user a new role and its permissions. */
export async function changeUserRole(deps: ManageUserDeps, userId: string, role: Role): Promise<void> {
  await updateUser({ ...deps, adminEmails: [] }, undefined, userId, { role });
}

/** Operator tooling (no last-administrator guard: an operator may clear out any account): deletes a user and their sessions; every service forgets them before this returns. */
export async function deleteUser(deps: ManageUserDeps, userId: string): Promise<void> {
  await deps.transaction(async (tx) => {
    const user = await deps.users.findForUpdate(userId, tx);
    if (!user) throw userNotFound();
    await deps.users.deleteInTransaction(userId, tx);
    await publishEvent(tx, { type: 'user.deleted', subject: user.id, data: { userId: user.id, email: user.email } });
  });
  await deps.revocations.publish({ userId });
}
