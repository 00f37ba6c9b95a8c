import type { AdminUsersQuery, AuditLogQuery } from '@academy/contracts';

/** Query keys of the admin dashboard, namespaced [slice, feature, ...]. */
export const adminKeys = {
  all: ['backoffice', 'admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (query: AdminUsersQuery) => [...adminKeys.users(), query] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  security: () => [...adminKeys.all, 'security'] as const,
  audit: () => [...adminKeys.all, 'audit-log'] as const,
  auditPage: (query: AuditLogQuery) => [...adminKeys.audit(), query] as const,
};
