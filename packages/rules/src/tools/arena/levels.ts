/*
 * Levels, titles and the XP bar of the Challenge arena, to the letter of the spec (section 4):
 * each level spans 1000 XP; XP to next level is 1000 × level − (currentXp mod (1000 × level));
 * the XP bar is (XP − (level − 1) × 1000) / 1000 in percent; the level defaults to 1.
 */

/** Spec section 9: level size 1000 XP. */
export const LEVEL_SIZE_XP = 1000;

/** Titles by the first level that carries them. */
export const levelTitles: readonly { fromLevel: number; title: string }[] = [
  { fromLevel: 1, title: 'AI Novice' },
  { fromLevel: 2, title: 'AI Apprentice' },
  { fromLevel: 3, title: 'AI Explorer' },
  { fromLevel: 5, title: 'AI Practitioner' },
  { fromLevel: 8, title: 'AI Strategist' },
  { fromLevel: 12, title: 'AI Expert' },
  { fromLevel: 20, title: 'AI Master' },
];

/** XP as the formulas read it: a whole number, never below 0. */
function normaliseXp(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
}

/** 1 at 0–999 XP, 2 at 1000–1999, … */
export function levelForXp(xp: number): number {
  return Math.floor(normaliseXp(xp) / LEVEL_SIZE_XP) + 1;
}

/** 1000 × level − (currentXp mod (1000 × level)). */
export function xpToNextLevel(xp: number): number {
  const current = normaliseXp(xp);
  const span = LEVEL_SIZE_XP * levelForXp(current);
  return span - (current % span);
}

/** (XP − (level − 1) × 1000) / 1000 × 100: the XP bar, from 0 up to (not including) 100. */
export function levelProgressPercent(xp: number): number {
  const current = normaliseXp(xp);
  return ((current - (levelForXp(current) - 1) * LEVEL_SIZE_XP) / LEVEL_SIZE_XP) * 100;
}

export function titleForLevel(level: number): string {
  let title = levelTitles[0]!.title;
  for (const entry of levelTitles) if (level >= entry.fromLevel) title = entry.title;
  return title;
}

export interface LevelSummary {
  currentLevel: number;
  currentXp: number;
  totalXp: number;
  levelXp: number;
  xpToNextLevel: number;
  progressPercent: number;
  levelSize: number;
  title: string;
}

/** Everything the arena header shows about a learner's XP. */
export function levelSummary(xp: number): LevelSummary {
  const currentXp = normaliseXp(xp);
  const currentLevel = levelForXp(currentXp);
  return {
    currentLevel,
    currentXp,
    totalXp: currentXp,
    levelXp: currentXp - (currentLevel - 1) * LEVEL_SIZE_XP,
    xpToNextLevel: xpToNextLevel(currentXp),
    progressPercent: levelProgressPercent(currentXp),
    levelSize: LEVEL_SIZE_XP,
    title: titleForLevel(currentLevel),
  };
}
