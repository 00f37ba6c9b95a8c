import {
  backofficeOperations,
  commerceOperations,
  identityOperations,
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
import { callOperation, operationPath } from '@academy/web-kit';

/** The set, non-empty values of a filter: an empty search or date is not sent. */
function setValues<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

export function getAdminUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  return callOperation(identityOperations.listAdminUsers, { query: setValues(query) });
}

export function postAdminUser(body: AdminUserCreateRequest): Promise<AdminUser> {
  return callOperation(identityOperations.createAdminUser, { body });
}

export function patchAdminUser(id: string, body: AdminUserUpdateRequest): Promise<AdminUser> {
  return callOperation(identityOperations.updateAdminUser, { params: { id }, body });
}

export async function deleteAdminUser(id: string): Promise<void> {
  await callOperation(identityOperations.deleteAdminUser, { params: { id } });
}

export function getAdminPlans(): Promise<SubscriptionPlan[]> {
  return callOperation(commerceOperations.getAdminPlans);
}

export function postAdminPlan(body: AdminPlanCreateRequest): Promise<SubscriptionPlan> {
  return callOperation(commerceOperations.createPlan, { body });
}

export function putAdminPlan(id: string, body: AdminPlanCreateRequest): Promise<SubscriptionPlan> {
  return callOperation(commerceOperations.updatePlan, { params: { id }, body });
}

export async function deleteAdminPlan(id: string): Promise<void> {
  await callOperation(commerceOperations.deletePlan, { params: { id } });
}

export function getSecuritySettings(): Promise<AdminSecuritySettings> {
  return callOperation(identityOperations.getAdminSecuritySettings);
}

export function getAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return callOperation(backofficeOperations.getAuditLog, { query: setValues(query) });
}

/** Where the browser downloads the filtered audit log as CSV. */
export function auditLogCsvUrl(query: Omit<AuditLogQuery, 'page' | 'pageSize'>): string {
  return operationPath(backofficeOperations.exportAuditLog.path, {}, setValues(query));
}
