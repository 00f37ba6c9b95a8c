// What the dashboard shows and how much of it: view constants and text beside the page. The
// learning rules (progress, completion, the ROI estimate) are in @academy/rules/learning.

/** At most this many modules under 'Continue Learning'. */
export const CONTINUE_LEARNING_LIMIT = 2;
/** At most this many tools in the dashboard's tools card. */
export const DASHBOARD_TOOLS_LIMIT = 4;
/** At most this many modules in the progress panel. */
export const PROGRESS_PANEL_MODULES = 3;

export const NO_ACTIVE_MODULES_TEXT = 'No active modules. Great job on completing your learning!';

/** Up to 2 uncompleted modules, in the order given, for 'Continue Learning'. */
export function continueLearningModules<M extends { id: number }>(modules: readonly M[], progress: readonly { moduleId: number; completed: boolean }[]): M[] {
  const done = new Set(progress.filter((p) => p.completed).map((p) => p.moduleId));
  return modules.filter((m) => !done.has(m.id)).slice(0, CONTINUE_LEARNING_LIMIT);
}
