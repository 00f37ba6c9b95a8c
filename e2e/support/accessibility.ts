import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exampleUrl, routeOwnership, shellPaths } from '@academy/web-kit/routes';

/**
 * Every page of every slice, from the shared route table, plus the shell's own pages and its 404.
 * A page added to the route table is checked without touching the spec.
 */
export const pagesToCheck: readonly string[] = [...new Set([...routeOwnership.map((route) => exampleUrl(route.path)), ...shellPaths, '/no-such-page'])];

/**
 * The pages a visitor can tell apart: every public page, the shell's, the 404 page, and one
 * signed-in route (a visitor gets the same 404 page on every signed-in route, so checking each
 * would check that one page again and again).
 */
export const visitorPagesToCheck: readonly string[] = [
  ...new Set([
    ...routeOwnership.filter((route) => route.access === 'public').map((route) => exampleUrl(route.path)),
    exampleUrl(routeOwnership.find((route) => route.access === 'signed-in' && route.path !== '/')?.path ?? '/courses'),
    '/',
    ...shellPaths,
    '/no-such-page',
  ]),
];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG 2.x A/AA (and 2.2) violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
