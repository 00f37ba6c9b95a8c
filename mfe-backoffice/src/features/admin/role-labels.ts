import type { Role } from '@academy/contracts';

/** The admin UI's role table (back-office specification): label, description and permission labels. */
export const roleDefinitions: Record<Role, { label: string; description: string; permissions: string[] }> = {
  user: { label: 'User', description: 'Basic user access to learning content', permissions: ['View content', 'Track progress', 'Take quizzes'] },
  manager: {
    label: 'Manager',
    description: 'Manage team progress and basic content',
    permissions: ['View content', 'Track progress', 'View team analytics', 'Assign modules'],
  },
  publisher: {
    label: 'Publisher',
    description: 'Create and manage learning content',
    permissions: ['View content', 'Create content', 'Edit content', 'Manage modules'],
  },
  administrator: {
    label: 'Administrator',
    description: 'Full system access and user management',
    permissions: ['All permissions', 'User management', 'System settings', 'Billing access'],
  },
};

export const planLabels = { free: 'Free', premium: 'Premium', pro: 'Professional' } as const;

/** A permission code as words: `view_team_analytics` → `View team analytics`. */
export function permissionLabel(code: string): string {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
