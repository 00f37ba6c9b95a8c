import { BookOpen, ChartColumn, MousePointerClick, Target, type LucideIcon } from 'lucide-react';

type CategoryStyle = { icon: LucideIcon; tile: string };

const styles: Readonly<Record<string, CategoryStyle>> = {
  'customer acquisition': { icon: Target, tile: 'bg-gradient-to-br from-indigo-500 to-blue-500' },
  'ui optimization': { icon: MousePointerClick, tile: 'bg-gradient-to-br from-violet-500 to-fuchsia-500' },
  'analytics & roi': { icon: ChartColumn, tile: 'bg-gradient-to-br from-emerald-500 to-teal-500' },
};

const fallback: CategoryStyle = { icon: BookOpen, tile: 'bg-gradient-to-br from-slate-500 to-slate-700' };

/** The icon and colour of a module category; unknown categories share a neutral default. */
export function categoryStyle(category: string): CategoryStyle {
  return styles[category.toLowerCase()] ?? fallback;
}

/** Each word capitalised, the acronyms ROI and UI in capitals: 'analytics & roi' -> 'Analytics & ROI'. */
export function categoryLabel(category: string): string {
  return category
    .split(' ')
    .map((word) => (word === 'roi' || word === 'ui' ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
