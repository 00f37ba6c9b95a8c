import type {
  CrmActivity,
  CrmActivityRequest,
  CrmContact,
  CrmContactDetail,
  CrmContactRequest,
  CrmDeal,
  CrmDealRequest,
  CrmDealUpdate,
} from '@academy/contracts';
import { notFound } from '@academy/service-kit';
import type { ActivityRow, ContactFields, ContactRow, CrmRepository, DealRow } from '../data/crm.repository.ts';

const contactNotFound = () => notFound('BACKOFFICE_CONTACT_NOT_FOUND', 'There is no such contact.');
const dealNotFound = () => notFound('BACKOFFICE_DEAL_NOT_FOUND', 'There is no such deal.');

export function toContact(row: ContactRow): CrmContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    status: row.status,
    source: row.source,
    notes: row.notes,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDeal(row: DealRow): CrmDeal {
  return {
    id: row.id,
    contactId: row.contactId,
    contactName: row.contactName,
    title: row.title,
    value: row.value,
    stage: row.stage,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function toActivity(row: ActivityRow): CrmActivity {
  return { id: row.id, contactId: row.contactId, type: row.type, summary: row.summary, occurredAt: row.occurredAt.toISOString() };
}

/** Parsed contact input (every field present, as the contract's defaults fill them). */
export type ContactInput = Required<CrmContactRequest>;

export async function listContacts(crm: CrmRepository, ownerId: string, filter: { search?: string; status: string }): Promise<CrmContact[]> {
  return (await crm.listContacts(ownerId, filter)).map(toContact);
}

export async function getContactDetail(crm: CrmRepository, ownerId: string, id: number): Promise<CrmContactDetail> {
  const contact = await crm.findContact(ownerId, id);
  if (!contact) throw contactNotFound();
  const [deals, activities] = await Promise.all([crm.dealsOfContact(ownerId, id), crm.activitiesOfContact(ownerId, id)]);
  return { contact: toContact(contact), deals: deals.map(toDeal), activities: activities.map(toActivity) };
}

export async function createContact(crm: CrmRepository, ownerId: string, input: ContactInput): Promise<CrmContact> {
  return toContact(await crm.createContact(ownerId, input satisfies ContactFields));
}

/** An imported file's contacts: all added, in the file's order, or none. */
export async function importContacts(crm: CrmRepository, ownerId: string, inputs: readonly ContactInput[]): Promise<CrmContact[]> {
  return (await crm.createContacts(ownerId, inputs satisfies readonly ContactFields[])).map(toContact);
}

export async function updateContact(crm: CrmRepository, ownerId: string, id: number, input: ContactInput): Promise<CrmContact> {
  const row = await crm.updateContact(ownerId, id, input);
  if (!row) throw contactNotFound();
  return toContact(row);
}

export async function deleteContact(crm: CrmRepository, ownerId: string, id: number): Promise<void> {
  if (!(await crm.deleteContact(ownerId, id))) throw contactNotFound();
}

export async function logActivity(
  crm: CrmRepository,
  ownerId: string,
  contactId: number,
  input: Required<Omit<CrmActivityRequest, 'occurredAt'>> & { occurredAt?: string },
  now = new Date(),
): Promise<CrmActivity> {
  if (!(await crm.findContact(ownerId, contactId))) throw contactNotFound();
  return toActivity(
    await crm.createActivity(ownerId, contactId, { type: input.type, summary: input.summary, occurredAt: input.occurredAt ? new Date(input.occurredAt) : now }),
  );
}

export async function openDeal(crm: CrmRepository, ownerId: string, contactId: number, input: Required<CrmDealRequest>): Promise<CrmDeal> {
  if (!(await crm.findContact(ownerId, contactId))) throw contactNotFound();
  return toDeal(await crm.createDeal(ownerId, contactId, input));
}

export async function listDeals(crm: CrmRepository, ownerId: string): Promise<CrmDeal[]> {
  return (await crm.listDeals(ownerId)).map(toDeal);
}

export async function updateDeal(crm: CrmRepository, ownerId: string, id: number, changes: CrmDealUpdate): Promise<CrmDeal> {
  const row = await crm.updateDeal(ownerId, id, changes);
  if (!row) throw dealNotFound();
  return toDeal(row);
}

export async function deleteDeal(crm: CrmRepository, ownerId: string, id: number): Promise<void> {
  if (!(await crm.deleteDeal(ownerId, id))) throw dealNotFound();
}
