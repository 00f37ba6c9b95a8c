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
