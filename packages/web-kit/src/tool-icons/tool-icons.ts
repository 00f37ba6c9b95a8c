import type { toolColors, toolIcons } from '@academy/contracts';
import { Bot, Brain, Calculator, ChartColumn, ChartLine, Code, Image, Palette, Search, SquarePen, Users, Zap, type LucideIcon } from 'lucide-react';

/** An icon name of the tool catalogue (`aiToolSchema.icon`). */
export type ToolIconName = (typeof toolIcons)[number];
/** A colour name of the tool catalogue (`aiToolSchema.color`). */
export type ToolColorName = (typeof toolColors)[number];

const icons: Readonly<Record<ToolIconName, LucideIcon>> = {
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

const colors: Readonly<Record<ToolColorName, string>> = {
  success: 'bg-success-soft text-success',
  secondary: 'bg-secondary text-secondary-foreground',
  warning: 'bg-warning-soft text-warning',
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary/10 text-primary',
};

// Looked up by any string: the catalogue's fields are plain strings.
const iconsByName: Readonly<Partial<Record<string, LucideIcon>>> = icons;
const colorsByName: Readonly<Partial<Record<string, string>>> = colors;

/** The icon of a tool by its icon name; unknown names fall back to the brain. */
export function toolIcon(name: string): LucideIcon {
  return iconsByName[name] ?? Brain;
}

/** Classes of a tool's icon tile by its colour name; unknown names use the primary colour. */
export function toolColorClasses(color: string): string {
  return colorsByName[color] ?? colors.primary;
}
