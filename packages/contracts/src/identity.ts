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
