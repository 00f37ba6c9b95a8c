import { exampleUrl, routeOwnership, shellPaths } from '@academy/web-kit/routes';
import { routeBudgets } from './budgets.ts';

export type BenchAudience = 'visitor' | 'learner' | 'buyer' | 'administrator';

export interface BenchRoute {
  /** What the bench prints and BENCH_ROUTES picks by ('module' for /module/1). */
  name: string;
  /** The URL visited (a route-table path with its parameter filled in; for a `purchase`, the purchase's URL on that path). */
  path: string;
  /** Who a real user of the page is: a visitor, the course owner (signed in, onboarded), a learner buying the course or an administrator. */
  audience: BenchAudience;
  /**
   * The buyer's purchase the page is visited with: the bench starts it (`started`: the checkout, at
   * its client secret) or starts and pays it (`paid`: the payment return page, at its payment intent)
   * through the commerce API just before measuring, and visits the URL a real buyer is at then.
   */
  purchase?: 'started' | 'paid';
  /** The page's level-1 heading where e2e/budgets.ts names it; otherwise any level-1 heading of the app's page. */
  heading?: RegExp;
  /** The first-load JavaScript ceiling of e2e/budgets.ts (KB as transferred): only these routes can miss one. */
  maxScriptKb?: number;
  /** The performance issue's JavaScript goal where it names one. */
  goalScriptKb?: number;
}

/**
 * The pages a buyer reaches only with a purchase under way: the pricing page sends them to /checkout
 * with their purchase's client secret, and the payment provider sends them back to /payment-success
 * with its payment intent once paid; without one, either page only sends them on to /pricing (so the
 * bare path measures the pricing page), and with one the server does not know, the page shows an
 * error no buyer sees.
 */
const purchases: Readonly<Record<string, BenchRoute['purchase']>> = {
  '/checkout': 'started',
  '/payment-success': 'paid',
};

/**
 * The audience of a route-table path: the back office's pages as an administrator; the checkout and
 * its return as a learner buying the course; every other public page as a visitor, and a signed-in
 * page as the course owner.
 */
function audienceOf(route: (typeof routeOwnership)[number]): BenchAudience {
  if (route.path === '/admin' || route.path === '/crm') return 'administrator';
  if (route.path in purchases) return 'buyer';
  return route.access === 'public' ? 'visitor' : 'learner';
}

/** A short name from the path: its first segment, without a query ('/module/1' → 'module'); '/' is the landing page or the dashboard. */
function nameOf(path: string, audience: BenchAudience): string {
  if (path === '/') return audience === 'visitor' ? 'landing' : 'dashboard';
  return path.split('?')[0]?.split('/')[1] ?? path;
}

/**
 * Every route the front-end bench measures: every path of the route table (parameters filled in, or its purchase's URL),
 * the shell's own pages, and '/' twice (the landing page for a visitor, the dashboard for the course
 * owner). A route added to the route table is benched with no change here. The routes of
 * e2e/budgets.ts keep their heading and JavaScript ceiling (matched by path and audience).
 */
export const benchRoutes: readonly BenchRoute[] = [
  { path: '/', audience: 'visitor' as const },
  ...routeOwnership.map((route) => ({ path: exampleUrl(route.path), audience: audienceOf(route), purchase: purchases[route.path] })),
  ...shellPaths.map((path) => ({ path, audience: 'visitor' as const })),
].map(({ path, audience, purchase }: { path: string; audience: BenchAudience; purchase?: BenchRoute['purchase'] }) => {
  const budget = routeBudgets.find((candidate) => candidate.path === path && candidate.audience === audience);
  return budget ? { ...budget } : { name: nameOf(path, audience), path, audience, ...(purchase ? { purchase } : {}) };
});
