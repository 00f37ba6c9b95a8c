/**
 * The front end's performance budgets, in one place. `npm test` fails when a route's first-load
 * JavaScript (as transferred through the gateway: brotli, which Chromium accepts) is over its budget; `npm run bench`
 * prints the same sizes beside the Lighthouse scores measured against `lighthouseTargets`.
 *
 * Sizes are deterministic (same build, same bytes), so they are checked in CI; Lighthouse scores
 * depend on the machine and are printed by the benchmark, not asserted.
 */

export type BudgetAudience = 'visitor' | 'learner';

export interface RouteBudget {
  /** What the issue and the benchmark call the page. */
  name: string;
  /** The URL visited. */
  path: string;
  /** A visitor, or a signed-in course owner who has finished onboarding. */
  audience: BudgetAudience;
  /** The page is ready when this level-1 heading is visible. */
  heading: RegExp;
  /**
   * First-load JavaScript, bytes as transferred (brotli), in kilobytes (1 KB = 1024 bytes): the ceiling
   * `npm test` holds every build to (what the route transfers today, plus a little).
   */
  maxScriptKb: number;
  /** The performance issue's goal where it names one (the landing page: 150 KB); printed by the benchmark. */
  goalScriptKb?: number;
}

// The shell's main chunk grew by about 1.7 KB with the mentor's course answers and the visitor's
// full header; the learning slice's dashboard chunk by about 2 KB with the learning path and course
// updates. Then by about 2.5 KB on every signed-in route with the catalogue's price in the shell
// (landing, terms and mentor read it: decision 035), the report of browser errors (decision 036)
// and each slice's page root for its scoped styles (decision 039). Then by about 0.5 KB on every
// route but the landing page with the page paths the shell learns from /config.json (decision 041)
// and the canary's choice of a remote's version (decision 042). Then by about 0.4 KB on the
// learning slice's routes with the release cohort cookie (decision 050) and the helpers a remote now bundles
// instead of finding them on an earlier shell's shared kit (decision 052). Then by about 0.3 KB with
// the shell's yields between start-up packages (decision 056) and the placeholder each front end
// bundles (decision 054): tools 218.1 KB and pricing 217.0 KB on a fresh clone. Then by about 2.5 KB
// on every route but the landing page with the contracts evaluated one module at a time (decision
// 057: the bundler keeps each module apart, with its export names): 239.2, 220.5 and 219.4 KB.
// Ceilings are the sizes measured with them, plus a little.
export const routeBudgets: readonly RouteBudget[] = [
  { name: 'landing', path: '/', audience: 'visitor', heading: /Master AI for Business Success/, maxScriptKb: 4, goalScriptKb: 150 },
  { name: 'dashboard', path: '/', audience: 'learner', heading: /Welcome back/, maxScriptKb: 240 },
  { name: 'courses', path: '/courses', audience: 'learner', heading: /Learning Modules/, maxScriptKb: 240 },
  { name: 'module', path: '/module/1', audience: 'learner', heading: /AI-Powered Customer Acquisition Strategies/, maxScriptKb: 240 },
  { name: 'tools', path: '/tools', audience: 'learner', heading: /AI Business Tools/, maxScriptKb: 223 },
  { name: 'pricing', path: '/pricing', audience: 'visitor', heading: /Simple, one-time pricing/, maxScriptKb: 222 },
];

/** Lighthouse 12, mobile preset: the scores and timings every budgeted route aims for (the performance issue's goals). */
export const lighthouseTargets = { performance: 95, accessibility: 95, maxLcpMs: 2000, maxTbtMs: 150 } as const;

/** Layout shift every page stays under (Cumulative Layout Shift; good is ≤ 0.1). */
export const maxCumulativeLayoutShift = 0.05;
