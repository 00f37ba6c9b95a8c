import { z } from 'zod';

export const toolIcons = ['calculator', 'chart-line', 'users', 'robot', 'bar-chart', 'zap', 'search', 'image', 'edit', 'code', 'palette', 'brain'] as const;
export const toolColors = ['success', 'secondary', 'warning', 'accent', 'primary'] as const;

/**
 * Where each internal tool (`isExternal: false`) lives in the academy, by its name in the
 * catalogue: the spec opens an internal tool by name. The one table the Tools page, the dashboard
 * and the catalogue loader (which refuses an internal tool with no page) all read.
 */
export const internalToolDestinations: Readonly<Record<string, string>> = {
  'ROI Calculator Pro': '/roi-calculator',
  'A/B Test Optimizer': '/ab-test-optimizer',
  'Lead Score Calculator': '/lead-score-calculator',
  'Customer Lifetime Value Predictor': '/clv-predictor',
  'Conversion Rate Analyzer': '/conversion-analyzer',
};

/** The page of an internal tool by its catalogue name, or null when the academy has none. */
export function internalToolPath(toolName: string): string | null {
  return Object.hasOwn(internalToolDestinations, toolName) ? (internalToolDestinations[toolName] ?? null) : null;
}

export const aiToolSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  color: z.string(),
  isExternal: z.boolean(),
  url: z.string().nullable(),
});
export type AiTool = z.infer<typeof aiToolSchema>;

/** GET /api/ai-tools */
export const aiToolsResponseSchema = z.array(aiToolSchema);
