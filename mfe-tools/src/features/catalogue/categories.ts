import type { AiTool } from '@academy/contracts';

export type CategoryCount = { category: string; count: number };

/** The distinct categories of the tools, sorted by name, each with how many tools it holds. */
export function countByCategory(tools: readonly AiTool[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.category, (counts.get(tool.category) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, count]) => ({ category, count }));
}

const acronyms = new Set(['ai', 'crm', 'roi', 'seo']);

/** A category as a label: first letter capitalised, acronyms such as CRM in capitals. */
export function capitalise(text: string): string {
  if (acronyms.has(text.toLowerCase())) return text.toUpperCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function toolCountLabel(count: number): string {
  return count === 1 ? '1 tool' : `${count} tools`;
}
