import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPlanCreateRequest, AdminUserCreateRequest, AdminUsersQuery, AdminUserUpdateRequest, AuditLogQuery } from '@academy/contracts';
import { catalogueKeys, useAuth } from '@academy/web-kit';
import {
  deleteAdminPlan,
  deleteAdminUser,
  getAdminPlans,
  getAdminUsers,
  getAuditLog,
  getSecuritySettings,
  patchAdminUser,
  postAdminPlan,
  postAdminUser,
  putAdminPlan,
} from './api.ts';
import { adminKeys } from './query-keys.ts';

function useIsAdmin(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && auth.user?.isAdmin === true;
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.userPage(query),
    queryFn: () => getAdminUsers(query),
    enabled: useIsAdmin(),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlans() {
  return useQuery({ queryKey: adminKeys.plans(), queryFn: getAdminPlans, enabled: useIsAdmin(), retry: false });
}

export function useSecuritySettings() {
  return useQuery({ queryKey: adminKeys.security(), queryFn: getSecuritySettings, enabled: useIsAdmin(), retry: false });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: adminKeys.auditPage(query),
    queryFn: () => getAuditLog(query),
    enabled: useIsAdmin(),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** After any admin change: the lists refresh, and so does the audit log that records it. */
function useRefresh() {
  const client = useQueryClient();
  return (key: readonly unknown[]) => Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: adminKeys.audit() })]);
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: AdminUserCreateRequest) => postAdminUser(body), onSettled: () => refresh(adminKeys.users()) });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateRequest }) => patchAdminUser(id, body),
    onSettled: () => refresh(adminKeys.users()),
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => deleteAdminUser(id), onSettled: () => refresh(adminKeys.users()) });
}

/** After a plan change: the catalogue every page reads (the prices on the pricing and landing pages) is read again too. */
function useRefreshPlans() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return () => Promise.all([refresh(adminKeys.plans()), client.invalidateQueries({ queryKey: catalogueKeys.all })]);
}

export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ existingId, body }: { existingId: string | null; body: AdminPlanCreateRequest }) =>
      existingId ? putAdminPlan(existingId, body) : postAdminPlan(body),
    onSettled: refresh,
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: (id: string) => deleteAdminPlan(id), onSettled: refresh });
}
