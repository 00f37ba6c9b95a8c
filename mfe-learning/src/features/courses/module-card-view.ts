import type { ModuleCardState } from '@academy/rules/learning';

// What a module card on the Courses page says and how its bar looks. Which state a card is in
// (moduleCardState) is a rule shared with the shell's mentor, so it stays in @academy/rules.

export const MODULE_CARD_BUTTON_LABELS: Readonly<Record<ModuleCardState, string>> = {
  start: 'Start Module',
  continue: 'Continue Module',
  review: 'Review Module',
};

/** The card's bar is green for a completed module and the primary colour otherwise. */
export function moduleCardBarTone(state: ModuleCardState): 'success' | 'primary' {
  return state === 'review' ? 'success' : 'primary';
}

/** Estimated minutes minus time spent, or 'Completed' when nothing is left. */
export function timeLeftLabel(estimatedMinutes: number, timeSpent: number): string {
  const left = Math.round(estimatedMinutes - timeSpent);
  return left <= 0 ? 'Completed' : `${left} min left`;
}
