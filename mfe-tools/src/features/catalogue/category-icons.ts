import { Brain, ChartColumn, Code, Palette, Rocket, Search, SquarePen, Users, Zap, type LucideIcon } from 'lucide-react';

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

export function categoryIcon(category: string): LucideIcon {
  return categoryIcons[category] ?? Brain;
}
