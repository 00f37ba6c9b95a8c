// What the tools slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { readFileSync } from 'node:fs';
import { aiToolsResponseSchema, type AiTool } from '@academy/contracts';
import { ownedPage, prerenderRoute, shippedContentPath, type PrerenderedPage } from '@academy/web-kit/prerender';
import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'yaml';
import { AbTestPage } from '../features/ab-test/index.ts';
import { AnalyticsPage } from '../features/analytics/index.ts';
import { ChallengesPage } from '../features/arena/index.ts';
import { ToolsPage, aiToolsQuery } from '../features/catalogue/index.ts';
import { ClvPredictorPage } from '../features/clv-predictor/index.ts';
import { ConversionAnalyzerPage } from '../features/conversion-analyzer/index.ts';
import { LeadScorePage } from '../features/lead-score/index.ts';
import { RoiCalculatorPage } from '../features/roi-calculator/index.ts';

/** The catalogue's content as it ships with the slice (the tools service loads the same file into its database). */
export function catalogueFile(): string {
  return shippedContentPath('services/tools/content/ai-tools.yaml');
}

/**
 * The catalogue as GET /api/ai-tools answers it from a fresh database: the file's entries in its
 * order, numbered from 1, with the loader's defaults (colour 'primary', no url, no path). The page
 * shows only what every user sees, so the ids serve as keys and nothing else.
 */
export function shippedCatalogue(file = catalogueFile()): AiTool[] {
  const entries: unknown = parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`prerender: ${file} holds no list of tools`);
  const tools = aiToolsResponseSchema.safeParse(
    entries.map((entry: unknown, index) => ({ color: 'primary', url: null, path: null, ...(entry as Record<string, unknown>), id: index + 1 })),
  );
  if (!tools.success) throw new Error(`prerender: ${file}: ${tools.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return tools.data;
}

/** Puts `tools` in the cache where the page reads the catalogue. */
export function seedCatalogue(tools: AiTool[]): (queryClient: QueryClient) => void {
  return (queryClient) => queryClient.setQueryData(aiToolsQuery.queryKey, tools);
}

/** /tools, for a signed-in user (the route's only audience): the whole catalogue, unfiltered. */
export const toolsRoute = ownedPage('/tools', ToolsPage);

/**
 * /analytics: the header, the period and the tabs; the learner's figures, charts and lists as
 * placeholders of their size. The app loads this page's code on demand (app.ts); here it is drawn
 * directly, as the app draws it once its code is in.
 */
export const analyticsRoute = ownedPage('/analytics', AnalyticsPage);

/** /challenges: the arena's header and the tabs; the learner's level, gems and quests as placeholders. */
export const challengesRoute = ownedPage('/challenges', ChallengesPage);

/** The calculators: nothing of theirs is the user's until they type, so they are drawn whole, their fields empty. */
export const calculatorRoutes = [
  ownedPage('/roi-calculator', RoiCalculatorPage),
  ownedPage('/ab-test-optimizer', AbTestPage),
  ownedPage('/lead-score-calculator', LeadScorePage),
  ownedPage('/clv-predictor', ClvPredictorPage),
  ownedPage('/conversion-analyzer', ConversionAnalyzerPage),
] as const;

export async function pages(): Promise<PrerenderedPage[]> {
  const drawn = await prerenderRoute(toolsRoute, { seed: seedCatalogue(shippedCatalogue()) });
  for (const route of [analyticsRoute, challengesRoute, ...calculatorRoutes]) drawn.push(...(await prerenderRoute(route)));
  return drawn;
}
