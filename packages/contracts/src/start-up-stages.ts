/**
 * The contracts' modules one at a time, in the order the main entry evaluates them, for a page's
 * start-up to evaluate each in a task of its own (shell/src/index.ts): all of them at once (zod and
 * a few hundred schemas) was the longest task after the first paint on a slow phone
 * (docs/decisions/057-contracts-evaluated-module-by-module.md). The imports are eager: they stay in
 * the importing chunk, so no request is added, and each module is the same one the main entry then
 * re-exports (evaluated once).
 */
export const contractsInStages: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ './common.ts'),
  () => import(/* webpackMode: "eager" */ './identity.ts'),
  () => import(/* webpackMode: "eager" */ './learning.ts'),
  () => import(/* webpackMode: "eager" */ './certificates.ts'),
  () => import(/* webpackMode: "eager" */ './learning-path.ts'),
  () => import(/* webpackMode: "eager" */ './course-search.ts'),
  () => import(/* webpackMode: "eager" */ './module-updates.ts'),
  () => import(/* webpackMode: "eager" */ './onboarding.ts'),
  () => import(/* webpackMode: "eager" */ './tools.ts'),
  () => import(/* webpackMode: "eager" */ './arena.ts'),
  () => import(/* webpackMode: "eager" */ './products.ts'),
  () => import(/* webpackMode: "eager" */ './commerce.ts'),
  () => import(/* webpackMode: "eager" */ './backoffice.ts'),
  () => import(/* webpackMode: "eager" */ './platform.ts'),
  () => import(/* webpackMode: "eager" */ './canary.ts'),
  () => import(/* webpackMode: "eager" */ './metrics.ts'),
  () => import(/* webpackMode: "eager" */ './events.ts'),
  () => import(/* webpackMode: "eager" */ './event-subscriptions.ts'),
  () => import(/* webpackMode: "eager" */ './operation.ts'),
  () => import(/* webpackMode: "eager" */ './identity.operations.ts'),
  () => import(/* webpackMode: "eager" */ './learning.operations.ts'),
  () => import(/* webpackMode: "eager" */ './certificates.operations.ts'),
  () => import(/* webpackMode: "eager" */ './learning-path.operations.ts'),
  () => import(/* webpackMode: "eager" */ './course-search.operations.ts'),
  () => import(/* webpackMode: "eager" */ './module-updates.operations.ts'),
  () => import(/* webpackMode: "eager" */ './tools.operations.ts'),
  () => import(/* webpackMode: "eager" */ './arena.operations.ts'),
  () => import(/* webpackMode: "eager" */ './commerce.operations.ts'),
  () => import(/* webpackMode: "eager" */ './backoffice.operations.ts'),
  () => import(/* webpackMode: "eager" */ './stand-ins.operations.ts'),
  () => import(/* webpackMode: "eager" */ './platform.operations.ts'),
  () => import(/* webpackMode: "eager" */ './openapi.ts'),
  () => import(/* webpackMode: "eager" */ './platform.errors.ts'),
  () => import(/* webpackMode: "eager" */ './identity.errors.ts'),
  () => import(/* webpackMode: "eager" */ './learning.errors.ts'),
  () => import(/* webpackMode: "eager" */ './tools.errors.ts'),
  () => import(/* webpackMode: "eager" */ './commerce.errors.ts'),
  () => import(/* webpackMode: "eager" */ './backoffice.errors.ts'),
  () => import(/* webpackMode: "eager" */ './errors.ts'),
  () => import(/* webpackMode: "eager" */ './gateway.errors.ts'),
];
