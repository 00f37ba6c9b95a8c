import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmActivityRequest, CrmContactRequest, CrmDealRequest, CrmDealUpdate } from '@academy/contracts';
import { useAuth } from '@academy/web-kit';
import {
  deleteCrmContact,
  getCrmContact,
  getCrmContacts,
  getCrmDeals,
  getCrmDashboardStats,
  patchCrmDeal,
  postCrmActivity,
  postCrmContact,
  postCrmContactsImport,
  postCrmDeal,
  putCrmContact,
} from './api.ts';
import { crmKeys } from './query-keys.ts';

export const crmDashboardStatsQuery = queryOptions({
  queryKey: crmKeys.dashboardStats(),
  queryFn: getCrmDashboardStats,
  retry: false,
});

/** The signed-in user's CRM figures. */
export function useCrmDashboardStats() {
  const auth = useAuth();
  return useQuery({ ...crmDashboardStatsQuery, enabled: auth.status === 'authenticated' });
}

export function useCrmContacts(filter: { search?: string; status: string }) {
  const auth = useAuth();
  return useQuery({
    queryKey: crmKeys.contactList(filter),
    queryFn: () => getCrmContacts(filter),
    enabled: auth.status === 'authenticated',
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useCrmContact(id: number | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: crmKeys.contact(id ?? 0),
    queryFn: () => getCrmContact(id ?? 0),
    enabled: auth.status === 'authenticated' && id !== null,
    retry: false,
  });
}

/** Any CRM change: the contacts, the open contact and the dashboard figures are read again. */
function useInvalidateCrm() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: crmKeys.all });
}

export function useSaveContact() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CrmContactRequest }) => (id === null ? postCrmContact(body) : putCrmContact(id, body)),
    onSuccess: invalidate,
  });
}

export function useImportContacts() {
  const invalidate = useInvalidateCrm();
  return useMutation({ mutationFn: (contacts: CrmContactRequest[]) => postCrmContactsImport(contacts), onSuccess: invalidate });
}

export function useDeleteContact() {
  const invalidate = useInvalidateCrm();
  return useMutation({ mutationFn: (id: number) => deleteCrmContact(id), onSuccess: invalidate });
}

export function useLogActivity() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: ({ contactId, body }: { contactId: number; body: CrmActivityRequest }) => postCrmActivity(contactId, body),
    onSuccess: invalidate,
  });
}

export function useOpenDeal() {
  const invalidate = useInvalidateCrm();
  return useMutation({ mutationFn: ({ contactId, body }: { contactId: number; body: CrmDealRequest }) => postCrmDeal(contactId, body), onSuccess: invalidate });
}

export function useUpdateDeal() {
  const invalidate = useInvalidateCrm();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: CrmDealUpdate }) => patchCrmDeal(id, body), onSuccess: invalidate });
}

export function useCrmDeals() {
  const auth = useAuth();
  return useQuery({ queryKey: crmKeys.deals(), queryFn: getCrmDeals, enabled: auth.status === 'authenticated', retry: false });
}
