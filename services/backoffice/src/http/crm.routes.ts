import { Router } from 'express';
import {
  backofficeOperations,
  crmActivityRequestSchema,
  crmActivitySchema,
  crmContactDetailSchema,
  crmContactImportRequestSchema,
  crmContactImportResponseSchema,
  crmContactListSchema,
  crmContactRequestSchema,
  crmContactSchema,
  crmContactsQuerySchema,
  crmDashboardStatsSchema,
  crmDealListSchema,
  crmDealRequestSchema,
  crmDealSchema,
  crmDealUpdateSchema,
  crmIdParamsSchema,
} from '@academy/contracts';
import { currentUser, parseInput, route, sendJson, type IdentityClient } from '@academy/service-kit';
import type { CrmRepository } from '../data/crm.repository.ts';
import { createContact, deleteContact, importContacts, deleteDeal, getContactDetail, listContacts, listDeals, logActivity, openDeal, updateContact, updateDeal } from '../domain/contacts.use-case.ts';
import { getDashboardStats } from '../domain/dashboard-stats.use-case.ts';

const INVALID = 'BACKOFFICE_INVALID_REQUEST';

/** /api/crm/*: each signed-in user's own contacts, deals and activities; another user's are never found (404). */
export function crmRoutes(deps: { crm: CrmRepository; identity: IdentityClient }): Router {
  const router = Router();
  router.use('/api/crm', deps.identity.requireUser);
  const idOf = (params: unknown) => parseInput(crmIdParamsSchema, params, INVALID).id;

  route(router, backofficeOperations.getCrmDashboardStats, async (req, res) => {
    sendJson(res, crmDashboardStatsSchema, await getDashboardStats(deps.crm, currentUser(req).id, req.get('x-time-zone')));
  });
  route(router, backofficeOperations.listCrmContacts, async (req, res) => {
    const query = parseInput(crmContactsQuerySchema, req.query, INVALID);
    sendJson(res, crmContactListSchema, await listContacts(deps.crm, currentUser(req).id, query));
  });
  route(router, backofficeOperations.createCrmContact, async (req, res) => {
    const body = parseInput(crmContactRequestSchema, req.body, INVALID);
    sendJson(res, crmContactSchema, await createContact(deps.crm, currentUser(req).id, body), 201);
  });
  route(router, backofficeOperations.importCrmContacts, async (req, res) => {
    // Every row is checked before anything is written: one refused row refuses the file, its fields named `contacts.<index>.<field>`.
    const { contacts } = parseInput(crmContactImportRequestSchema, req.body, INVALID);
    const imported = await importContacts(deps.crm, currentUser(req).id, contacts);
    sendJson(res, crmContactImportResponseSchema, { imported: imported.length, contacts: imported }, 201);
  });
  route(router, backofficeOperations.getCrmContact, async (req, res) => {
    sendJson(res, crmContactDetailSchema, await getContactDetail(deps.crm, currentUser(req).id, idOf(req.params)));
  });
  route(router, backofficeOperations.updateCrmContact, async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(crmContactRequestSchema, req.body, INVALID);
    sendJson(res, crmContactSchema, await updateContact(deps.crm, currentUser(req).id, id, body));
  });
  route(router, backofficeOperations.deleteCrmContact, async (req, res) => {
    await deleteContact(deps.crm, currentUser(req).id, idOf(req.params));
    res.status(204).end();
  });
  route(router, backofficeOperations.createCrmActivity, async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(crmActivityRequestSchema, req.body, INVALID);
    sendJson(res, crmActivitySchema, await logActivity(deps.crm, currentUser(req).id, id, body), 201);
  });
  route(router, backofficeOperations.createCrmDeal, async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(crmDealRequestSchema, req.body, INVALID);
    sendJson(res, crmDealSchema, await openDeal(deps.crm, currentUser(req).id, id, body), 201);
  });
  route(router, backofficeOperations.listCrmDeals, async (req, res) => {
    sendJson(res, crmDealListSchema, await listDeals(deps.crm, currentUser(req).id));
  });
  route(router, backofficeOperations.updateCrmDeal, async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(crmDealUpdateSchema, req.body, INVALID);
    sendJson(res, crmDealSchema, await updateDeal(deps.crm, currentUser(req).id, id, body));
  });
  route(router, backofficeOperations.deleteCrmDeal, async (req, res) => {
    await deleteDeal(deps.crm, currentUser(req).id, idOf(req.params));
    res.status(204).end();
  });
  return router;
}
