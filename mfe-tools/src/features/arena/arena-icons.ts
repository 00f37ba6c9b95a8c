import {
  Award,
  BookOpen,
  Brain,
  Calendar,
  CheckCircle2,
  Clock,
  Crown,
  Flame,
  GraduationCap,
  Medal,
  Rocket,
  Star,
  Swords,
  Target,
  Timer,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  award: Award,
  'book-open': BookOpen,
  book: BookOpen,
  brain: Brain,
  calendar: Calendar,
  'check-circle': CheckCircle2,
  check: CheckCircle2,
  clock: Clock,
  crown: Crown,
  flame: Flame,
  fire: Flame,
  'graduation-cap': GraduationCap,
  medal: Medal,
  rocket: Rocket,
  star: Star,
  swords: Swords,
  target: Target,
  timer: Timer,
  trophy: Trophy,
  zap: Zap,
};

/** A quest's or challenge's icon by the name in the service's content; a target for names it does not know. */
export function arenaIcon(name: string): LucideIcon {
  return icons[name] ?? Target;
}
