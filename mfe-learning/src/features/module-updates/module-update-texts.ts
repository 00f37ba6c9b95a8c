import type { ModuleUpdate } from '@academy/contracts';

/** "Updated since you finished it" / "… started it": what the learner went through. */
export function updateHeading(update: Pick<ModuleUpdate, 'since'>): string {
  return update.since === 'completed' ? 'Updated since you finished it' : 'Updated since you started it';
}

/** 2026-11-26 → "26 Nov 2026" (a calendar day, shown the same in every time zone). */
export function changeDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
