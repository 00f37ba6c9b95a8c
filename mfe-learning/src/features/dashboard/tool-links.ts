import type { AiTool } from '@academy/contracts';

export type ToolDestination = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a tool card leads: an external tool's site in a new tab, an internal tool's page, or the catalogue. */
export function toolDestination(tool: AiTool): ToolDestination {
  if (tool.isExternal && tool.url) return { kind: 'external', href: tool.url };
  // The academy's own tools open their page (the catalogue entry's path, as on the Tools page); others the catalogue.
  return { kind: 'internal', to: tool.path ?? '/tools' };
}
