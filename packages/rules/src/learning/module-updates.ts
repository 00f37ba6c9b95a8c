import type { ModuleChange } from '@academy/contracts';

/**
 * The changes a learner has not been through: those of the versions after the one they went
 * through (the version they started on, finished or acknowledged last), newest first.
 */
export function contentUpdatesSince(changes: readonly ModuleChange[], versionGoneThrough: number): ModuleChange[] {
  return changes.filter((change) => change.version > versionGoneThrough).sort((a, b) => b.version - a.version);
}
