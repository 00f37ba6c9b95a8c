import { contractsInStages } from '@academy/contracts/start-up-stages';
import { yieldToMain } from './boot/yield-to-main.ts';

// The start-up packages are shared eagerly (build-config startupPackages), so the app starts in
// the page's own scripts: nothing is discovered late. Their modules are evaluated in stages, each
// its own task, so a slow phone's main thread answers input (and paints) between them instead of
// running a few long tasks (docs/decisions/017-start-up-in-stages-and-brotli.md and
// 056-short-tasks-after-the-first-paint.md): React, the query client, the router, the contracts
// one module at a time (zod and a few hundred schemas, the costliest to evaluate: decision 057),
// the ui kit, web-kit, then the app.
// The imports are "eager": every stage stays in this chunk, so no request is added.
const stages: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-router'),
  ...contractsInStages,
  () => import(/* webpackMode: "eager" */ '@academy/contracts'),
  () => import(/* webpackMode: "eager" */ '@academy/ui'),
  () => import(/* webpackMode: "eager" */ '@academy/web-kit'),
  () => import(/* webpackMode: "eager" */ './bootstrap.tsx'),
];

async function startInStages(): Promise<void> {
  for (const stage of stages) {
    await yieldToMain();
    await stage();
  }
}

void startInStages();
