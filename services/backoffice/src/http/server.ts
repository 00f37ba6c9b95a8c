import { defineService, type ServiceContext } from '@academy/service-kit';
import { migrationsFolder, type BackofficeConfig } from '../config.ts';
import { createAuditLogRepository } from '../data/audit-log.repository.ts';
import { createClientErrorsRepository } from '../data/client-errors.repository.ts';
import { createCrmRepository } from '../data/crm.repository.ts';
import { schema } from '../data/schema.ts';
import { auditHandlers, recordAccessRefusal } from '../domain/audit-log.use-case.ts';
import { pruneClientErrors } from '../domain/client-errors.use-case.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { clientErrorsRoutes } from './client-errors.routes.ts';
import { crmRoutes } from './crm.routes.ts';

/** The back office: the CRM and the audit log, which every event of every slice lands in. */
export const createBackofficeService = defineService({
  name: 'backoffice',
  database: { schema, migrations: migrationsFolder },
  // This service keeps the audit log, so its own refused administrator calls go straight into it.
  refusals: ({ database, transaction }) => {
    const auditLog = createAuditLogRepository(database.db);
    return (refusal) => recordAccessRefusal(auditLog, transaction, refusal);
  },
  assemble({ database, identity, settings }: ServiceContext<BackofficeConfig, typeof schema>) {
    const crm = createCrmRepository(database.db);
    const auditLog = createAuditLogRepository(database.db);
    const clientErrors = createClientErrorsRepository(database.db);
    return {
      // A CSV import of up to 1,000 contacts arrives as one body.
      bodyLimit: '2mb',
      // Every event of every slice lands in the audit log; user.deleted also clears the user's CRM data.
      events: auditHandlers(auditLog, { 'user.deleted': onUserDeleted }),
      routes: [
        crmRoutes({ crm, identity }),
        adminAuditRoutes({ auditLog, identity }),
        clientErrorsRoutes({ clientErrors, identity, internalToken: settings.internalToken }),
      ],
      startup: [
        async () => {
          await pruneClientErrors(clientErrors);
        },
      ],
    };
  },
});
