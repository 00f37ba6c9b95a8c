import type { AiTool } from '@academy/contracts';
import { Bot, Brain, Calculator, ChartColumn, ChartLine, Code, Image, Palette, Search, SquarePen, Users, Zap, type LucideIcon } from 'lucide-react';

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

const icons: Readonly<Record<string, LucideIcon>> = {
  calculator: Calculator,
  'chart-line': ChartLine,
  users: Users,
  robot: Bot,
  'bar-chart': ChartColumn,
  zap: Zap,
  search: Search,
  image: Image,
  edit: SquarePen,
  code: Code,
  palette: Palette,
  brain: Brain,
};

export function toolIcon(name: string): LucideIcon {
  return icons[name] ?? Brain;
}

const colors: Readonly<Record<string, string>> = {
  success: 'bg-success-soft text-success',
  secondary: 'bg-secondary text-secondary-foreground',
  warning: 'bg-warning-soft text-warning',
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary/10 text-primary',
};

export function toolColorClasses(color: string): string {
  return colors[color] ?? 'bg-primary/10 text-primary';
}
