import { z } from 'zod';

export const toolIcons = ['calculator', 'chart-line', 'users', 'robot', 'bar-chart', 'zap', 'search', 'image', 'edit', 'code', 'palette', 'brain'] as const;
export const toolColors = ['success', 'secondary', 'warning', 'accent', 'primary'] as const;

/**
 * The academy's own tool pages (routes of the tools remote). An internal catalogue entry
 * (`isExternal: false`) names one of them as its `path`: the catalogue loader refuses any other, and
 * the Tools page and the dashboard open an internal tool at its `path`.
 */
export const internalToolPaths = ['/roi-calculator', '/ab-test-optimizer', '/lead-score-calculator', '/clv-predictor', '/conversion-analyzer'] as const;
export type InternalToolPath = (typeof internalToolPaths)[number];

export function isInternalToolPath(path: string): path is InternalToolPath {
  return (internalToolPaths as readonly string[]).includes(path);
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
  /** Where an internal tool opens in the academy (one of `internalToolPaths`); null for an external tool. */
  path: z.string().nullable(),
});
export type AiTool = z.infer<typeof aiToolSchema>;

/** GET /api/ai-tools */
export const aiToolsResponseSchema = z.array(aiToolSchema);
