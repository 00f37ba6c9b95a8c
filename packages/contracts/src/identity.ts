import { z } from 'zod';

export const roles = ['user', 'manager', 'publisher', 'administrator'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const subscriptionPlanChoices = ['free', 'premium', 'pro'] as const;
export const subscriptionPlanChoiceSchema = z.enum(subscriptionPlanChoices);

export const skillLevelSchema = z.enum(['beginner', 'intermediate', 'advanced']);

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  permissions: z.array(z.string()),
  subscriptionPlan: subscriptionPlanChoiceSchema,
  subscriptionStatus: z.enum(['active', 'inactive']),
  skillLevel: skillLevelSchema,
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * The permissions each role carries (the role table of the back-office specification). A user's
 * permissions are set to their role's list whenever the role is assigned.
 */
export const rolePermissions = {
  user: ['view_content', 'track_progress', 'take_quizzes'],
  manager: ['view_content', 'track_progress', 'view_team_analytics', 'assign_modules'],
  publisher: ['view_content', 'create_content', 'edit_content', 'manage_modules'],
  administrator: ['all_permissions', 'user_management', 'system_settings', 'billing_access'],
} as const satisfies Record<Role, readonly string[]>;

export function permissionsForRole(role: Role): string[] {
  return [...rolePermissions[role]];
}

/**
 * One message of identity's revocation stream (GET /internal/session-revocations, server-sent
 * events named `revoked`): a session that ended (logout, a new sign-in) or a user whose sessions
 * must be looked up again (role change, deletion). Services drop what they cached for it at once.
 */
export const sessionRevocationSchema = z.union([
  z.object({ sessionId: z.string().min(1) }).strict(),
  z.object({ userId: z.string().min(1) }).strict(),
]);
export type SessionRevocation = z.infer<typeof sessionRevocationSchema>;

/** Where identity serves the revocation stream; the gateway never routes /internal/*. */
export const SESSION_REVOCATIONS_PATH = '/internal/session-revocations';

/** POST /api/logout asked for JSON (the shell's Logout control): where to send the browser next. */
export const logoutResponseSchema = z.object({ location: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * POST /internal/session-revocations/ack: a follower has dropped what revocation `seq` named.
 * identity waits for these (briefly) before it reports a logout, role change or deletion done.
 */
export const sessionRevocationAckSchema = z.object({ followerId: z.string().min(1), seq: z.number().int().positive() });
export type SessionRevocationAck = z.infer<typeof sessionRevocationAckSchema>;

/** GET /api/login: where to go after signing in (a path on this site; anything else is ignored). */
export const loginQuerySchema = z.object({ returnTo: z.string().optional() });
/** The development provider's sign-in interaction: /api/oidc/interaction/{uid}. */
export const devInteractionParamsSchema = z.object({ uid: z.string().min(1) });
/** POST /api/oidc/interaction/{uid}/login, a form post: the development account chosen. */
export const devInteractionLoginFormSchema = z.object({ account: z.string() });
