import type { AiTool } from '@academy/contracts';

/** The academy's own tools, by their name in the catalogue (the same table as the Tools page). */
const internalPaths: Readonly<Record<string, string>> = {
  'ROI Calculator Pro': '/roi-calculator',
  'A/B Test Optimizer': '/ab-test-optimizer',
  'Lead Score Calculator': '/lead-score-calculator',
};

export type ToolDestination = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a tool card leads: an external tool's site in a new tab, an internal tool's page, or the catalogue. */
export function toolDestination(tool: AiTool): ToolDestination {
  if (tool.isExternal && tool.url) return { kind: 'external', href: tool.url };
  return { kind: 'internal', to: internalPaths[tool.name] ?? '/tools' };
}
