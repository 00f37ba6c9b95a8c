import { exampleUrl, routeOwnership } from '@academy/web-kit/routes';

/**
 * The main-thread budgets of every route of the route table (tests/main-thread.spec.ts): the
 * JavaScript work a page does from navigation until it is interactive, counted by V8 (calls of the
 * page's own functions, support/main-thread.ts), not timed, so the same build gives the same figure
 * on a quiet machine and a busy one. Lighthouse's TBT, which these stand in for in `npm test`, is
 * printed by the benchmark (bench.ts), where it can move with the machine.
 *
 * Each ceiling is what the route measured on the build named below, plus a margin for what varies
 * between loads of one build (a timer that fires once more, a query answered in one render or two).
 */

export type MainThreadAudience = 'visitor' | 'learner' | 'administrator';

export interface MainThreadRoute {
  /** The URL visited (a route-table path with its parameter filled in). */
  url: string;
  /** A visitor; the course owner, signed in and onboarded; or an administrator (the back office's pages). */
  audience: MainThreadAudience;
}

/**
 * Every route of the route table once, as the audience it is for: a public page as a visitor, a
 * signed-in page as the course owner, the back office's as an administrator; and the landing page.
 */
export const mainThreadRoutes: readonly MainThreadRoute[] = [
  { url: '/', audience: 'visitor' },
  ...routeOwnership.map((route): MainThreadRoute => ({
    url: exampleUrl(route.path),
    audience: route.owner === 'backoffice' ? 'administrator' : route.access === 'public' ? 'visitor' : 'learner',
  })),
];

export const mainThreadKey = (route: MainThreadRoute) => `${route.audience} ${route.url}`;

/**
 * Calls of the page's own functions until it is interactive, at most (see above). Measured at
 * f2e45ec with the working tree of 2026-11-26 (two runs, one on a quiet machine and one at load
 * average 15–29: they differed by 2.3 % at most, the arena by 10 %, its countdown ticking while a
 * slow machine loads): the larger count plus 20 % (the arena 30 %), rounded up to 5,000. The
 * landing page takes over only on the first interaction, so it runs next to nothing before.
 */
export const maxMainThreadCalls: Readonly<Record<string, number>> = {
  'visitor /': 5_000, // 18
  // 151,269 and 153,563, then 200,869 on a fresh clone of db66a13: the dashboard draws what the worker's earlier journeys left (not yet explained)
  'learner /': 245_000,
  'learner /courses': 150_000, // 121,596 and 124,206
  'learner /module/1': 155_000, // 128,165 and 129,063
  'visitor /onboarding': 110_000, // 91,620 and 91,539
  'learner /skill-assessment': 125_000, // 101,894 and 101,956
  'learner /certificate': 115_000, // 93,888 and 94,086
  'visitor /verify/1': 110_000, // 89,010 and 88,777
  'learner /tools': 210_000, // 173,920 and 170,870
  'learner /roi-calculator': 120_000, // 96,770 and 97,749
  'learner /ab-test-optimizer': 115_000, // 94,765 and 94,760
  'learner /lead-score-calculator': 120_000, // 98,515 and 98,531
  'learner /clv-predictor': 115_000, // 95,178 and 94,302
  'learner /conversion-analyzer': 120_000, // 97,602 and 99,641
  'learner /analytics': 475_000, // 393,291 and 372,036 once each chart is drawn only when it comes near the screen (568,720 and 565,190 before)
  'learner /challenges': 235_000, // 162,090 and 179,121
  'visitor /pricing': 125_000, // 100,567 and 100,581
  'visitor /checkout': 140_000, // 115,445 and 115,410
  'visitor /payment-success': 140_000, // 115,481 and 112,930
  'visitor /services': 115_000, // 92,681 and 92,568
  'administrator /admin': 150_000, // 124,167 and 124,241
  'administrator /crm': 145_000, // 117,330 and 117,563
};
