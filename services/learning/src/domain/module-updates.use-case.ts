import type { ModuleUpdate } from '@academy/contracts';
import { notFound } from '@academy/service-kit';
import { contentUpdatesSince } from '@academy/rules/learning';
import type { ModulesRepository } from '../data/modules.repository.ts';
import type { ProgressRepository } from '../data/progress.repository.ts';

export interface ModuleUpdatesDeps {
  modules: Pick<ModulesRepository, 'getPublished'>;
  progress: Pick<ProgressRepository, 'listChangedSince' | 'acknowledgeVersion'>;
}

/**
 * GET /api/module-updates: the course is sold with lifetime updates, so a learner who started or
 * finished a module is told what changed in it since, until they acknowledge it. Reading never
 * records anything.
 */
export async function listModuleUpdates(deps: ModuleUpdatesDeps, userId: string): Promise<ModuleUpdate[]> {
  const rows = await deps.progress.listChangedSince(userId);
  return rows.flatMap((row) => {
    const changes = contentUpdatesSince(row.changes, row.contentVersion);
    if (changes.length === 0) return [];
    return [{ moduleId: row.moduleId, title: row.title, since: row.completed ? 'completed' : 'started', version: row.version, changes }];
  });
}

/**
 * POST /api/module-updates/{id}/acknowledgement: the learner read what changed up to `version`
 * (the version the page showed, so a newer one published meanwhile is still told). Idempotent.
 * Answers the updates still unseen.
 */
export async function acknowledgeModuleUpdate(deps: ModuleUpdatesDeps, userId: string, moduleId: number, version: number): Promise<ModuleUpdate[]> {
  if (!(await deps.modules.getPublished(moduleId))) throw notFound('LEARNING_MODULE_NOT_FOUND', 'The learning module you’re looking for doesn’t exist.');
  await deps.progress.acknowledgeVersion(userId, moduleId, version);
  return listModuleUpdates(deps, userId);
}
