// The start-up packages are shared eagerly (build-config startupPackages), so the app starts in
// the page's own scripts: nothing is discovered late. Its modules are evaluated in stages, each its
// own task, so a slow phone's main thread can answer input (and paint) between them instead of
// running one long task: the contracts (zod and every schema, the costliest to evaluate), then the
// app. The imports are "eager": both stages stay in this chunk, so no request is added.
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function startInStages(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ '@academy/contracts');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap.tsx');
}

void startInStages();
