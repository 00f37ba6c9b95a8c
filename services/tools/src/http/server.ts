import { toolsOperations } from '@academy/contracts';
import { defineService, type ServiceContext } from '@academy/service-kit';
import { migrationsFolder, type ToolsConfig } from '../config.ts';
import { loadArenaContent } from '../data/arena-content-loader.ts';
import { createArenaRepository } from '../data/arena.repository.ts';
import { loadToolCatalogue } from '../data/catalogue-loader.ts';
import { schema } from '../data/schema.ts';
import { createAnalyticsRepository } from '../data/analytics.repository.ts';
import { createToolsRepository } from '../data/tools.repository.ts';
import { arenaEventHandlers } from '../domain/arena-activity.use-case.ts';
import { onUserDeleted } from '../domain/on-user-deleted.use-case.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { arenaRoutes } from './arena.routes.ts';
import { toolsRoutes } from './tools.routes.ts';

/**
 * The tools service. The arena's content is read before anything listens (a broken file stops the
 * start); start() applies migrations, syncs the catalogue, then listens and starts delivering its events.
 */
export const createToolsService = defineService({
  name: 'tools',
  database: { schema, migrations: migrationsFolder },
  async assemble({ config, database, transaction, identity }: ServiceContext<ToolsConfig, typeof schema>) {
    const content = await loadArenaContent(config.CONTENT_DIR);
    const tools = createToolsRepository(database.db);
    const analytics = createAnalyticsRepository(database.db);
    const arena = { arena: createArenaRepository(database.db), transaction, content };
    return {
      events: { 'user.deleted': onUserDeleted, ...arenaEventHandlers(arena) },
      routes: [toolsRoutes({ tools, identity }), analyticsRoutes({ analytics, identity }), arenaRoutes({ ...arena, identity })],
      startup: [async () => tools.syncCatalogue(await loadToolCatalogue(config.CONTENT_DIR))],
      warmUp: [toolsOperations.getAiTools, toolsOperations.getBusinessImpact],
    };
  },
});
