import type { ModuleSummary } from '@academy/contracts';
import type { ProgressModule } from '@academy/rules/learning';

/** What the progress rules need to know about a module, from its list entry (no body needed). */
export function progressModuleOfSummary(module: Pick<ModuleSummary, 'sectionCount' | 'hasQuiz' | 'hasVideo'>): ProgressModule {
  return { totalSections: module.sectionCount, hasQuiz: module.hasQuiz, hasVideo: module.hasVideo };
}
