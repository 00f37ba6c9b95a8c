import * as z from 'zod/mini';
import { notEmptyPatch } from './common.ts';

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
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
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
  z.strictObject({ sessionId: z.string().check(z.minLength(1)) }),
  z.strictObject({ userId: z.string().check(z.minLength(1)) }),
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
export const sessionRevocationAckSchema = z.object({ followerId: z.string().check(z.minLength(1)), seq: z.number().check(z.int(), z.positive()) });
export type SessionRevocationAck = z.infer<typeof sessionRevocationAckSchema>;

/** GET /api/login: where to go after signing in (a path on this site; anything else, a repeated one too, is ignored). */
export const loginQuerySchema = z.object({ returnTo: z.catch(z.optional(z.string()), undefined) });
/** The development provider's sign-in interaction: /api/oidc/interaction/{uid}. */
export const devInteractionParamsSchema = z.object({ uid: z.string().check(z.minLength(1)) });
/** POST /api/oidc/interaction/{uid}/login, a form post: the development account chosen. */
export const devInteractionLoginFormSchema = z.object({ account: z.string() });

// ── Administration of users (/api/admin/users*, administrators only) ─────────────────────────

/** The admin list's status filter: active = an active subscription, free = the free plan, inactive = no active subscription. */
export const adminUserStatusFilters = ['all', 'active', 'free', 'inactive'] as const;
export const adminUserSortFields = ['createdAt', 'email', 'name', 'role'] as const;

/** GET /api/admin/users: one page of users, searched, filtered and sorted by the server. */
export const adminUsersQuerySchema = z.object({
  /** E-mail or 'first last', case-insensitive, anywhere in the text. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z._default(z.enum(adminUserStatusFilters), 'all'),
  role: z._default(z.union([z.literal('all'), roleSchema]), 'all'),
  sort: z._default(z.enum(adminUserSortFields), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One user as the admin list shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: roleSchema,
  permissions: z.array(z.string()),
  subscriptionPlan: subscriptionPlanChoiceSchema,
  subscriptionStatus: z.enum(['active', 'inactive']),
  isAdmin: z.boolean(),
  lastSignedInAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The User Management cards, over every user (not only the page or the filter). */
export const adminUserStatsSchema = z.object({
  totalUsers: z.number().check(z.int(), z.nonnegative()),
  activeSubscriptions: z.number().check(z.int(), z.nonnegative()),
  freeUsers: z.number().check(z.int(), z.nonnegative()),
  /** Created in the current calendar month and year (UTC). */
  newThisMonth: z.number().check(z.int(), z.nonnegative()),
});
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** How many users match the search and filters (for paging). */
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  stats: adminUserStatsSchema,
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

const personName = z.string().check(z.trim(), z.maxLength(100));

/** POST /api/admin/users. The permissions always become the role's own (the role table). */
export const adminUserCreateRequestSchema = z.strictObject({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(320))),
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  role: z._default(roleSchema, 'user'),
  /** Accepted for the spec's call; the role's permissions are stored. */
  permissions: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
  subscriptionPlan: z._default(subscriptionPlanChoiceSchema, 'free'),
});
export type AdminUserCreateRequest = z.input<typeof adminUserCreateRequestSchema>;

/** PATCH /api/admin/users/{id}: only the fields sent change. */
export const adminUserUpdateRequestSchema = z
  .strictObject({
    firstName: z.optional(personName),
    lastName: z.optional(personName),
    role: z.optional(roleSchema),
    /** Accepted for the spec's call; the role's permissions are stored. */
    permissions: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))),
    subscriptionPlan: z.optional(subscriptionPlanChoiceSchema),
  })
  .check(notEmptyPatch);
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequestSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/admin/security: the session settings the Security & Audit tab states. */
export const adminSecuritySettingsSchema = z.object({
  /** How long a sign-in lasts (the session cookie's and the stored session's lifetime). */
  sessionTimeoutMinutes: z.number().check(z.int(), z.positive()),
});
export type AdminSecuritySettings = z.infer<typeof adminSecuritySettingsSchema>;
