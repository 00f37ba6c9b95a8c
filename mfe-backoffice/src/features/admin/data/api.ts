import {
  adminSecuritySettingsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  auditLogPageSchema,
  subscriptionPlanSchema,
  subscriptionPlansResponseSchema,
  type AdminPlanCreateRequest,
  type AdminSecuritySettings,
  type AdminUser,
  type AdminUserCreateRequest,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AdminUserUpdateRequest,
  type AuditLogPage,
  type AuditLogQuery,
  type SubscriptionPlan,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

/** Query-string of the set, non-empty values. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getAdminUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  return getJson(`/api/admin/users${queryString({ ...query })}`, adminUsersPageSchema);
}

export function postAdminUser(body: AdminUserCreateRequest): Promise<AdminUser> {
  return apiRequest('POST', '/api/admin/users', body, adminUserSchema);
}

export function patchAdminUser(id: string, body: AdminUserUpdateRequest): Promise<AdminUser> {
  return apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, body, adminUserSchema);
}

export async function deleteAdminUser(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function getAdminPlans(): Promise<SubscriptionPlan[]> {
  return getJson('/api/admin/subscription-plans', subscriptionPlansResponseSchema);
}

export function postAdminPlan(body: AdminPlanCreateRequest): Promise<SubscriptionPlan> {
  return apiRequest('POST', '/api/admin/subscription-plans', body, subscriptionPlanSchema);
}

export function putAdminPlan(id: string, body: AdminPlanCreateRequest): Promise<SubscriptionPlan> {
  return apiRequest('PUT', `/api/admin/subscription-plans/${encodeURIComponent(id)}`, body, subscriptionPlanSchema);
}

export async function deleteAdminPlan(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/subscription-plans/${encodeURIComponent(id)}`);
}

export function getSecuritySettings(): Promise<AdminSecuritySettings> {
  return getJson('/api/admin/security', adminSecuritySettingsSchema);
}

export function getAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return getJson(`/api/admin/audit-log${queryString({ ...query })}`, auditLogPageSchema);
}

/** Where the browser downloads the filtered audit log as CSV. */
export function auditLogCsvUrl(query: Omit<AuditLogQuery, 'page' | 'pageSize'>): string {
  return `/api/admin/audit-log.csv${queryString({ ...query })}`;
}
