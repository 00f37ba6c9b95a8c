import { SKILL_CATEGORIES, SKILL_LEVEL_THRESHOLDS, type SkillLevel } from '@academy/rules/learning';

/** Colours of a score, by the same thresholds as the skill levels. */
export function scoreTone(score: number): { bar: string; text: string } {
  if (score >= SKILL_LEVEL_THRESHOLDS.advanced) return { bar: 'bg-emerald-500', text: 'text-emerald-700' };
  if (score >= SKILL_LEVEL_THRESHOLDS.intermediate) return { bar: 'bg-indigo-500', text: 'text-indigo-700' };
  if (score >= SKILL_LEVEL_THRESHOLDS.beginnerPlus) return { bar: 'bg-amber-500', text: 'text-amber-700' };
  return { bar: 'bg-rose-500', text: 'text-rose-700' };
}

/** The levels from lowest to highest with the score range of each. */
export const LEVEL_SCALE: readonly { level: SkillLevel; range: string }[] = [
  { level: 'Beginner', range: `0-${SKILL_LEVEL_THRESHOLDS.beginnerPlus - 1}` },
  { level: 'Beginner+', range: `${SKILL_LEVEL_THRESHOLDS.beginnerPlus}-${SKILL_LEVEL_THRESHOLDS.intermediate - 1}` },
  { level: 'Intermediate', range: `${SKILL_LEVEL_THRESHOLDS.intermediate}-${SKILL_LEVEL_THRESHOLDS.advanced - 1}` },
  { level: 'Advanced', range: `${SKILL_LEVEL_THRESHOLDS.advanced}-100` },
];

/** What each level means for the learner, in one sentence. */
export const LEVEL_SUMMARY: Readonly<Record<SkillLevel, string>> = {
  Beginner: 'A great place to start: the first modules show where AI genuinely pays off in a business.',
  'Beginner+': 'You have the basics. A few focused modules will turn them into results you can measure.',
  Intermediate: 'You know the essentials. Now run real experiments and measure what AI earns you.',
  Advanced: 'You use AI with confidence. The next step is scaling it across the whole business.',
};

/** The five categories in their fixed order, then any other category the server sends. */
export function orderedCategories(categories: Iterable<string>): string[] {
  const known = SKILL_CATEGORIES as readonly string[];
  const given = [...categories];
  return [...known.filter((c) => given.includes(c)), ...given.filter((c) => !known.includes(c))];
}
