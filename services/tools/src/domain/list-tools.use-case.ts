import type { AiTool } from '@academy/contracts';
import type { ToolsRepository } from '../data/tools.repository.ts';

export async function listTools(repository: ToolsRepository): Promise<AiTool[]> {
  const rows = await repository.listActive();
  return rows.map(({ id, name, description, category, icon, color, isExternal, url, path }) => ({
    id,
    name,
    description,
    category,
    icon,
    color,
    isExternal,
    url,
    path,
  }));
}
