import type { ModuleAccess } from '@academy/contracts';

/**
 * What the learner may do with a module, or null while that is not known. Before the API has
 * answered, a page may show the modules as they ship with the slice (the modules' queries'
 * placeholder data, given when the build prerenders the page): they know that module 1 is the
 * free preview for everyone, not whether this learner owns the others.
 */
export function learnerAccess(module: { access: ModuleAccess }, fromShippedContent: boolean): ModuleAccess | null {
  return fromShippedContent && module.access !== 'preview' ? null : module.access;
}
