import { exampleUrl, routeOwnership, shellPaths } from '@academy/web-kit/routes';
import { routeBudgets } from './budgets.ts';

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

/**
 * The URL a real user visits where the bare path is not one: the pricing page sends a buyer to
 * /checkout with their purchase's client secret, and the payment provider sends them back to
 * /payment-success with its payment intent; without one, either page only sends them on to /pricing
 * (so the bare path measures the pricing page). The bench's course owner has no purchase under way:
 * an intent the server does not know shows, after the same first view a buyer sees ("Verifying your
 * payment...", the checkout with its price and form still loading), "Payment not completed" and
 * "The checkout could not be loaded".
 */
const realisticUrls: Readonly<Record<string, string>> = {
  '/checkout': '/checkout?client_secret=pi_unknown_secret_unknown&amount=89',
  '/payment-success': '/payment-success?payment_intent=pi_unknown',
};

/** The URL visited for a route-table path: its realistic URL, or the path with its parameters filled in. */
function urlOf(path: string): string {
  return realisticUrls[path] ?? exampleUrl(path);
}

/** A short name from the path: its first segment, without a query ('/module/1' → 'module'); '/' is the landing page or the dashboard. */
function nameOf(path: string, audience: BenchAudience): string {
  if (path === '/') return audience === 'visitor' ? 'landing' : 'dashboard';
  return path.split('?')[0]?.split('/')[1] ?? path;
}

/**
 * Every route the front-end bench measures: every path of the route table (parameters filled in, or its realistic URL),
 * the shell's own pages, and '/' twice (the landing page for a visitor, the dashboard for the course
 * owner). A route added to the route table is benched with no change here. The routes of
 * e2e/budgets.ts keep their heading and JavaScript ceiling (matched by path and audience).
 */
export const benchRoutes: readonly BenchRoute[] = [
  { path: '/', audience: 'visitor' as const },
  ...routeOwnership.map((route) => ({ path: urlOf(route.path), audience: audienceOf(route) })),
  ...shellPaths.map((path) => ({ path, audience: 'visitor' as const })),
].map(({ path, audience }) => {
  const budget = routeBudgets.find((candidate) => candidate.path === path && candidate.audience === audience);
  return budget ? { ...budget } : { name: nameOf(path, audience), path, audience };
});
