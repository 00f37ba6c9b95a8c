import { Router } from 'express';
import { backofficeOperations } from '@academy/contracts';
import { operationHandlers, type IdentityClient } from '@academy/service-kit';
import type { CrmRepository } from '../data/crm.repository.ts';
import {
  createContact,
  deleteContact,
  importContacts,
  deleteDeal,
  getContactDetail,
  listContacts,
  listDeals,
  logActivity,
  openDeal,
  updateContact,
  updateDeal,
} from '../domain/contacts.use-case.ts';
import { getDashboardStats } from '../domain/dashboard-stats.use-case.ts';

/** /api/crm/*: each signed-in user's own contacts, deals and activities; another user's are never found (404). */
export function crmRoutes(deps: { crm: CrmRepository; identity: IdentityClient }): Router {
  const router = Router();
  // Every path under /api/crm asks for a signed-in user, one that no operation names too: a visitor learns none of them.
  router.use('/api/crm', deps.identity.requireUser);
  const handle = operationHandlers(router, deps);

  handle(backofficeOperations.getCrmDashboardStats, ({ user, req }) => getDashboardStats(deps.crm, user.id, req.get('x-time-zone')));
  handle(backofficeOperations.listCrmContacts, ({ user, query }) => listContacts(deps.crm, user.id, query));
  handle(backofficeOperations.createCrmContact, ({ user, body }) => createContact(deps.crm, user.id, body));
  // Every row is checked before anything is written: one refused row refuses the file, its fields named `contacts.<index>.<field>`.
  handle(backofficeOperations.importCrmContacts, async ({ user, body }) => {
    const imported = await importContacts(deps.crm, user.id, body.contacts);
    return { imported: imported.length, contacts: imported };
  });
  handle(backofficeOperations.getCrmContact, ({ user, params }) => getContactDetail(deps.crm, user.id, params.id));
  handle(backofficeOperations.updateCrmContact, ({ user, params, body }) => updateContact(deps.crm, user.id, params.id, body));
  handle(backofficeOperations.deleteCrmContact, ({ user, params }) => deleteContact(deps.crm, user.id, params.id));
  handle(backofficeOperations.createCrmActivity, ({ user, params, body }) => logActivity(deps.crm, user.id, params.id, body));
  handle(backofficeOperations.createCrmDeal, ({ user, params, body }) => openDeal(deps.crm, user.id, params.id, body));
  handle(backofficeOperations.listCrmDeals, ({ user }) => listDeals(deps.crm, user.id));
  handle(backofficeOperations.updateCrmDeal, ({ user, params, body }) => updateDeal(deps.crm, user.id, params.id, body));
  handle(backofficeOperations.deleteCrmDeal, ({ user, params }) => deleteDeal(deps.crm, user.id, params.id));
  return router;
}
