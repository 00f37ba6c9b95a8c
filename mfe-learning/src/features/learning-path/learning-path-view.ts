import type { LearningPath, LearningPathItem } from '@academy/contracts';

/** The card's id: "Start Recommended Learning Path" and onboarding's finish lead to `/#your-path`. */
export const LEARNING_PATH_ANCHOR = 'your-path';

/** A YYYY-MM-DD day as the card shows it: "February 9, 2026". */
export function formatPathDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "about 3 modules a week" from the pace. */
export function paceText(pace: LearningPath['pace']): string {
  const modules = pace.modulesPerWeek >= 1 ? Math.round(pace.modulesPerWeek) : pace.modulesPerWeek;
  const hours = pace.minutesPerWeek / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} a week: about ${modules} ${modules === 1 ? 'module' : 'modules'} a week`;
}

export function statusText(path: LearningPath): { label: string; detail: string } {
  if (path.status === 'finished') return { label: 'Path complete', detail: 'Every module on your path is done.' };
  if (path.status === 'behind') {
    return {
      label: 'Behind',
      detail: `At your pace ${path.expectedCompletedCount} ${path.expectedCompletedCount === 1 ? 'module' : 'modules'} would be done by now; you have done ${path.completedCount}.`,
    };
  }
  return { label: 'On track', detail: 'You are keeping to the pace you chose.' };
}

export function itemStateText(item: LearningPathItem): string {
  if (item.state === 'done') return 'Done';
  if (item.state === 'next') return `Next · by ${formatPathDate(item.targetDate)}`;
  return `By ${formatPathDate(item.targetDate)}`;
}
