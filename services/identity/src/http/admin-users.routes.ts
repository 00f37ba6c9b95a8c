import { Router, type Request } from 'express';
import { adminUserIdParamsSchema, identityOperations } from '@academy/contracts';
import { forRequest, operationHandlers, unauthorized, type AccessRefusals, type AppError } from '@academy/service-kit';
import type { RunInTransaction } from '../data/transaction.ts';
import type { UserRepository } from '../data/user.repository.ts';
import { announceRefusal, createUser, deleteUserAsAdmin, listUsers, updateUser, type AdminAction, type AdminActor } from '../domain/manage-user.use-case.ts';
import type { SessionRevocations } from '../domain/session-revocations.ts';
import { SESSION_MAX_AGE_MS, type SessionSetup } from './session.ts';
import { sessionGuards } from './session-guards.ts';

export interface AdminUsersRoutesDeps {
  sessions: SessionSetup;
  users: UserRepository;
  transaction: RunInTransaction;
  adminEmails: readonly string[];
  revocations: SessionRevocations;
  /** Where refused calls (403) are filed for the audit log. */
  refusals: Pick<AccessRefusals, 'refused'>;
}

/** The administrator calling (the guard has let them through) and the request's id, for the audit log. */
function actorOf(req: Request): AdminActor {
  if (!req.user) throw unauthorized();
  return { actorId: req.user.id, requestId: req.id === undefined ? undefined : String(req.id) };
}

/** /api/admin/users and /api/admin/security: administrators manage users (the back-office's User Management) and read the session settings. */
export function createAdminUsersRoutes(deps: AdminUsersRoutesDeps): Router {
  const router = Router();
  router.use(['/api/admin/users', '/api/admin/security'], deps.sessions.middleware);
  const handle = operationHandlers(router, { identity: sessionGuards(deps) });
  // A refused change (bad input, a guard, no such user) is in the audit log too, naming the user it was about.
  const audit = (action: AdminAction) => ({
    refused: (error: AppError, req: Request) =>
      announceRefusal(forRequest(deps, req), actorOf(req), action, adminUserIdParamsSchema.safeParse(req.params).data?.id, error),
  });

  handle(identityOperations.listAdminUsers, ({ query }) => listUsers(deps, query));

  handle(
    identityOperations.createAdminUser,
    async ({ body, req }) => {
      const user = await createUser(forRequest(deps, req), actorOf(req), body);
      req.log?.info({ adminId: req.user?.id, userId: user.id }, 'user created by an administrator');
      return user;
    },
    audit('user.create'),
  );

  handle(
    identityOperations.updateAdminUser,
    async ({ params, body, req }) => {
      const { permissions: _ignored, ...changes } = body;
      const user = await updateUser(forRequest(deps, req), actorOf(req), params.id, changes);
      req.log?.info({ adminId: req.user?.id, userId: params.id }, 'user changed by an administrator');
      return user;
    },
    audit('user.update'),
  );

  handle(
    identityOperations.deleteAdminUser,
    async ({ params, req }) => {
      await deleteUserAsAdmin(forRequest(deps, req), actorOf(req), params.id);
      req.log?.info({ adminId: req.user?.id, userId: params.id }, 'user deleted by an administrator');
    },
    audit('user.delete'),
  );

  handle(identityOperations.getAdminSecuritySettings, () => ({ sessionTimeoutMinutes: Math.round(SESSION_MAX_AGE_MS / 60_000) }));

  return router;
}
