import type { RequestHandler } from 'express';
import type { IdentityClient } from '@academy/service-kit';
import { forbidden, type AccessRefusals } from '@academy/service-kit';
import type { UserRepository } from '../data/user.repository.ts';
import { getCurrentUser } from '../domain/get-current-user.use-case.ts';

export interface SessionGuardsDeps {
  users: UserRepository;
  adminEmails: readonly string[];
  /** Where refused administrator calls (403) are filed for the audit log. */
  refusals: Pick<AccessRefusals, 'refused'>;
}

/**
 * The access guards of identity's own operations. Identity keeps the sessions, so it reads the
 * caller from its session and the database on every request, never from a cache: a demoted
 * administrator loses access at once. The other services get the same three from their identity
 * client; here they feed the same operation handlers (service-kit's operationHandlers).
 */
export function sessionGuards(deps: SessionGuardsDeps): Pick<IdentityClient, 'requireUser' | 'requireAdmin' | 'optionalUser'> {
  const requireUser: RequestHandler = async (req, _res, next) => {
    try {
      req.user = await getCurrentUser(deps, req.session.userId);
      next();
    } catch (error) {
      next(error);
    }
  };
  const requireAdmin: RequestHandler = (req, res, next) => {
    void requireUser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!req.user?.isAdmin) {
        if (req.user) void deps.refusals.refused(req, req.user.id);
        return next(forbidden('Only administrators can do this.'));
      }
      next();
    });
  };
  const optionalUser: RequestHandler = (_req, _res, next) => next();
  return { requireUser, requireAdmin, optionalUser };
}
