import {
  crmActivitySchema,
  crmContactDetailSchema,
  crmContactImportResponseSchema,
  crmContactListSchema,
  crmContactSchema,
  crmDashboardStatsSchema,
  crmDealListSchema,
  crmDealSchema,
  type CrmActivity,
  type CrmActivityRequest,
  type CrmContact,
  type CrmContactDetail,
  type CrmContactImportResponse,
  type CrmContactRequest,
  type CrmDashboardStats,
  type CrmDeal,
  type CrmDealRequest,
  type CrmDealUpdate,
} from '@academy/contracts';
import { apiRequest, getJson } from '@academy/web-kit';

export function getCrmDashboardStats(): Promise<CrmDashboardStats> {
  return getJson('/api/crm/dashboard-stats', crmDashboardStatsSchema);
}

export function getCrmContacts(filter: { search?: string; status: string }): Promise<CrmContact[]> {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.status !== 'all') params.set('status', filter.status);
  const query = params.toString();
  return getJson(`/api/crm/contacts${query ? `?${query}` : ''}`, crmContactListSchema);
}

export function getCrmContact(id: number): Promise<CrmContactDetail> {
  return getJson(`/api/crm/contacts/${id}`, crmContactDetailSchema);
}

export function postCrmContact(body: CrmContactRequest): Promise<CrmContact> {
  return apiRequest('POST', '/api/crm/contacts', body, crmContactSchema);
}

/** The contacts of an imported file: the service adds all of them in one transaction, or none. */
export function postCrmContactsImport(contacts: CrmContactRequest[]): Promise<CrmContactImportResponse> {
  return apiRequest('POST', '/api/crm/contacts/import', { contacts }, crmContactImportResponseSchema);
}

export function putCrmContact(id: number, body: CrmContactRequest): Promise<CrmContact> {
  return apiRequest('PUT', `/api/crm/contacts/${id}`, body, crmContactSchema);
}

export async function deleteCrmContact(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/crm/contacts/${id}`);
}

export function postCrmActivity(contactId: number, body: CrmActivityRequest): Promise<CrmActivity> {
  return apiRequest('POST', `/api/crm/contacts/${contactId}/activities`, body, crmActivitySchema);
}

export function postCrmDeal(contactId: number, body: CrmDealRequest): Promise<CrmDeal> {
  return apiRequest('POST', `/api/crm/contacts/${contactId}/deals`, body, crmDealSchema);
}

export function patchCrmDeal(id: number, body: CrmDealUpdate): Promise<CrmDeal> {
  return apiRequest('PATCH', `/api/crm/deals/${id}`, body, crmDealSchema);
}

export function getCrmDeals(): Promise<CrmDeal[]> {
  return getJson('/api/crm/deals', crmDealListSchema);
}
