import {
  backofficeOperations,
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
import { callOperation } from '@academy/web-kit';

export function getCrmDashboardStats(): Promise<CrmDashboardStats> {
  return callOperation(backofficeOperations.getCrmDashboardStats);
}

/** An empty search and the 'all' status are not sent. */
export function getCrmContacts(filter: { search?: string; status: string }): Promise<CrmContact[]> {
  const status = filter.status === 'all' ? undefined : (filter.status as CrmContact['status']);
  return callOperation(backofficeOperations.listCrmContacts, { query: { search: filter.search || undefined, status } });
}

export function getCrmContact(id: number): Promise<CrmContactDetail> {
  return callOperation(backofficeOperations.getCrmContact, { params: { id } });
}

export function postCrmContact(body: CrmContactRequest): Promise<CrmContact> {
  return callOperation(backofficeOperations.createCrmContact, { body });
}

/** The contacts of an imported file: the service adds all of them in one transaction, or none. */
export function postCrmContactsImport(contacts: CrmContactRequest[]): Promise<CrmContactImportResponse> {
  return callOperation(backofficeOperations.importCrmContacts, { body: { contacts } });
}

export function putCrmContact(id: number, body: CrmContactRequest): Promise<CrmContact> {
  return callOperation(backofficeOperations.updateCrmContact, { params: { id }, body });
}

export async function deleteCrmContact(id: number): Promise<void> {
  await callOperation(backofficeOperations.deleteCrmContact, { params: { id } });
}

export function postCrmActivity(contactId: number, body: CrmActivityRequest): Promise<CrmActivity> {
  return callOperation(backofficeOperations.createCrmActivity, { params: { id: contactId }, body });
}

export function postCrmDeal(contactId: number, body: CrmDealRequest): Promise<CrmDeal> {
  return callOperation(backofficeOperations.createCrmDeal, { params: { id: contactId }, body });
}

export function patchCrmDeal(id: number, body: CrmDealUpdate): Promise<CrmDeal> {
  return callOperation(backofficeOperations.updateCrmDeal, { params: { id }, body });
}

export function getCrmDeals(): Promise<CrmDeal[]> {
  return callOperation(backofficeOperations.listCrmDeals);
}
