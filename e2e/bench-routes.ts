import { routeOwnership, shellPaths } from '@academy/web-kit/routes';
import { routeBudgets } from './budgets.ts';
import { exampleUrl } from './support/accessibility.ts';

export type BenchAudience = 'visitor' | 'learner' | 'administrator';

export interface BenchRoute {
  /** What the bench prints and BENCH_ROUTES picks by ('module' for /module/1). */
  name: string;
  /** The URL visited (a route-table path with its parameter filled in). */
  path: string;
  /** Who a real user of the page is: a visitor, the course owner (signed in, onboarded) or an administrator. */
  audience: BenchAudience;
  /** The page's level-1 heading where e2e/budgets.ts names it; otherwise any level-1 heading of the app's page. */
  heading?: RegExp;
  /** The first-load JavaScript ceiling of e2e/budgets.ts (KB as transferred): only these routes can miss one. */
  maxScriptKb?: number;
  /** The performance issue's JavaScript goal where it names one. */
  goalScriptKb?: number;
}

/**
 * The audience of a route-table path: the back office's pages as an administrator; the commerce
 * pages a buyer reaches (checkout and its return) as the course owner, with whatever they show at
 * that URL; every other public page as a visitor, and a signed-in page as the course owner.
 */
function audienceOf(route: (typeof routeOwnership)[number]): BenchAudience {
  if (route.path === '/admin' || route.path === '/crm') return 'administrator';
  if (route.path === '/checkout' || route.path === '/payment-success') return 'learner';
  return route.access === 'public' ? 'visitor' : 'learner';
}

/** A short name from the path: its first segment ('/module/1' → 'module'); '/' is the landing page or the dashboard. */
function nameOf(path: string, audience: BenchAudience): string {
  if (path === '/') return audience === 'visitor' ? 'landing' : 'dashboard';
  return path.split('/')[1] ?? path;
}

/**
 * Every route the front-end bench measures: every path of the route table (parameters filled in),
 * the shell's own pages, and '/' twice (the landing page for a visitor, the dashboard for the course
 * owner). A route added to the route table is benched with no change here. The routes of
 * e2e/budgets.ts keep their heading and JavaScript ceiling (matched by path and audience).
 */
export const benchRoutes: readonly BenchRoute[] = [
  { path: '/', audience: 'visitor' as const },
  ...routeOwnership.map((route) => ({ path: exampleUrl(route.path), audience: audienceOf(route) })),
  ...shellPaths.map((path) => ({ path, audience: 'visitor' as const })),
].map(({ path, audience }) => {
  const budget = routeBudgets.find((candidate) => candidate.path === path && candidate.audience === audience);
  return budget ? { ...budget } : { name: nameOf(path, audience), path, audience };
});
