import { Router, type Request, type RequestHandler } from 'express';
import { adminSecuritySettingsSchema, adminUserCreateRequestSchema, adminUserIdParamsSchema, adminUserSchema, adminUsersPageSchema, adminUsersQuerySchema, adminUserUpdateRequestSchema, identityOperations } from '@academy/contracts';
import { forbidden, parseInput, route, sendJson, unauthorized, type AccessRefusals } from '@academy/service-kit';
import type { UserRepository } from '../data/user.repository.ts';
import { isAdministrator } from '../domain/auth-user.ts';
import { audited, createUser, deleteUserAsAdmin, listUsers, updateUser, type AdminActor } from '../domain/manage-user.use-case.ts';
import type { SessionRevocations } from '../domain/session-revocations.ts';
import { SESSION_MAX_AGE_MS, type SessionSetup } from './session.ts';

export interface AdminUsersRoutesDeps {
  sessions: SessionSetup;
  users: UserRepository;
  adminEmails: readonly string[];
  revocations: SessionRevocations;
  /** Where refused calls (403) are filed for the audit log. */
  refusals: Pick<AccessRefusals, 'refused'>;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The administrator calling an /api/admin route (set by its guard). */
    adminId?: string;
  }
}

/** /api/admin/users and /api/admin/security: administrators manage users (the back-office's User Management) and read the session settings. */
export function createAdminUsersRoutes(deps: AdminUsersRoutesDeps): Router {
  const router = Router();
  router.use(['/api/admin/users', '/api/admin/security'], deps.sessions.middleware);

  // Read from the database on every request, never a cache: a demoted administrator loses access at once.
  const requireAdministrator: RequestHandler = async (req, _res, next) => {
    const userId = req.session.userId;
    if (!userId) return next(unauthorized());
    const user = await deps.users.findById(userId);
    if (!user) return next(unauthorized());
    if (!isAdministrator(user, deps.adminEmails)) {
      void deps.refusals.refused(req, user.id);
      return next(forbidden('Only administrators can do this.'));
    }
    req.adminId = user.id;
    next();
  };

  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  route(router, identityOperations.listAdminUsers, requireAdministrator, noStore, async (req, res) => {
    const query = parseInput(adminUsersQuerySchema, req.query, 'IDENTITY_INVALID_REQUEST');
    sendJson(res, adminUsersPageSchema, await listUsers(deps, query));
  });

  const actorOf = (req: Request): AdminActor => {
    if (!req.adminId) throw unauthorized();
    return { actorId: req.adminId, requestId: req.id === undefined ? undefined : String(req.id) };
  };

  route(router, identityOperations.createAdminUser, requireAdministrator, noStore, async (req, res) => {
    const actor = actorOf(req);
    const user = await audited(deps, actor, 'user.create', undefined, () => createUser(deps, actor, parseInput(adminUserCreateRequestSchema, req.body, 'IDENTITY_INVALID_REQUEST')));
    req.log?.info({ adminId: req.adminId, userId: user.id }, 'user created by an administrator');
    sendJson(res, adminUserSchema, user, 201);
  });

  route(router, identityOperations.updateAdminUser, requireAdministrator, noStore, async (req, res) => {
    const { id } = parseInput(adminUserIdParamsSchema, req.params, 'IDENTITY_INVALID_REQUEST');
    const actor = actorOf(req);
    const user = await audited(deps, actor, 'user.update', id, () => {
      const { permissions: _ignored, ...changes } = parseInput(adminUserUpdateRequestSchema, req.body, 'IDENTITY_INVALID_REQUEST');
      return updateUser(deps, actor, id, changes);
    });
    req.log?.info({ adminId: req.adminId, userId: id }, 'user changed by an administrator');
    sendJson(res, adminUserSchema, user);
  });

  route(router, identityOperations.deleteAdminUser, requireAdministrator, noStore, async (req, res) => {
    const { id } = parseInput(adminUserIdParamsSchema, req.params, 'IDENTITY_INVALID_REQUEST');
    const actor = actorOf(req);
    await audited(deps, actor, 'user.delete', id, () => deleteUserAsAdmin(deps, actor, id));
    req.log?.info({ adminId: req.adminId, userId: id }, 'user deleted by an administrator');
    res.status(204).end();
  });

  route(router, identityOperations.getAdminSecuritySettings, requireAdministrator, noStore, (_req, res) => {
    sendJson(res, adminSecuritySettingsSchema, { sessionTimeoutMinutes: Math.round(SESSION_MAX_AGE_MS / 60_000) });
  });

  return router;
}
