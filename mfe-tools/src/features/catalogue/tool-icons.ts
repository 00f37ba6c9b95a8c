import {
  Bot,
  Brain,
  Calculator,
  ChartColumn,
  ChartLine,
  Code,
  Image,
  Palette,
  Rocket,
  Search,
  SquarePen,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const toolIcons: Readonly<Record<string, LucideIcon>> = {
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

const categoryIcons: Readonly<Record<string, LucideIcon>> = {
  analytics: ChartColumn,
  automation: Zap,
  crm: Users,
  research: Search,
  creative: Palette,
  content: SquarePen,
  development: Code,
  productivity: Rocket,
};

/** The icon of a tool by its icon name; unknown names fall back to the brain. */
export function toolIcon(name: string): LucideIcon {
  return toolIcons[name] ?? Brain;
}

export function categoryIcon(category: string): LucideIcon {
  return categoryIcons[category] ?? Brain;
}

const toolColors: Readonly<Record<string, string>> = {
  success: 'bg-success-soft text-success',
  secondary: 'bg-secondary text-secondary-foreground',
  warning: 'bg-warning-soft text-warning',
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary/10 text-primary',
};

/** Classes of a tool's icon tile by its colour name; unknown names use the primary colour. */
export function toolColorClasses(color: string): string {
  return toolColors[color] ?? 'bg-primary/10 text-primary';
}
