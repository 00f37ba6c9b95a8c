import { createAccessRefusals, createDatabase, createIdentityClient, createLogger, createServiceApp, eventsRouter, listen, type RunningServer } from '@academy/service-kit';
import { migrationsFolder, type BackofficeConfig } from '../config.ts';
import { createAuditLogRepository } from '../data/audit-log.repository.ts';
import { createCrmRepository } from '../data/crm.repository.ts';
import { schema } from '../data/schema.ts';
import { auditHandlers, recordAccessRefusal } from '../domain/audit-log.use-case.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { crmRoutes } from './crm.routes.ts';

export function createBackofficeService(config: BackofficeConfig) {
  const logger = createLogger('backoffice', config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, schema);
  const crm = createCrmRepository(database.db);
  const auditLog = createAuditLogRepository(database.db);
  // This service keeps the audit log, so its own refused administrator calls go straight into it.
  const refusals = createAccessRefusals({ logger, report: (refusal) => recordAccessRefusal(auditLog, (work) => database.db.transaction(work), refusal) });
  const identity = createIdentityClient({ identityUrl: config.IDENTITY_URL, internalToken: config.INTERNAL_EVENTS_TOKEN, refusals });
  const app = createServiceApp({
    logger,
    ready: database.ping,
    trustedProxies: config.TRUSTED_PROXIES,
    rateLimits: { pool: database.pool, identity },
    // A CSV import of up to 1,000 contacts arrives as one body.
    bodyLimit: '2mb',
    routes: [
      crmRoutes({ crm, identity }),
      adminAuditRoutes({ auditLog, identity }),
      // Every event of every slice lands in the audit log; user.deleted also clears the user's CRM data.
      eventsRouter({ db: database.db, handlers: auditHandlers(auditLog, { 'user.deleted': onUserDeleted }), sharedSecret: config.INTERNAL_EVENTS_TOKEN }),
    ],
  });

  return {
    app,
    logger,
    async start(): Promise<RunningServer> {
      await database.migrate(migrationsFolder);
      const server = await listen(app, config.PORT, () => database.close(), config.HOST);
      logger.info({ port: server.port }, 'backoffice service listening');
      return server;
    },
  };
}
