import { z } from 'zod';

export const toolIcons = ['calculator', 'chart-line', 'users', 'robot', 'bar-chart', 'zap', 'search', 'image', 'edit', 'code', 'palette', 'brain'] as const;
export const toolColors = ['success', 'secondary', 'warning', 'accent', 'primary'] as const;

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
