import { describe, expect, it } from 'vitest';
import { formatPathDate, paceText } from './learning-path-view.ts';

describe('learning path texts', () => {
  it('writes a day in words, whatever the browser’s time zone', () => {
    expect(formatPathDate('2026-02-09')).toBe('February 9, 2026');
  });

  it('gives the pace in hours and whole modules a week, or the fraction below one', () => {
    expect(paceText({ timeCommitment: '3-5_hours', minutesPerWeek: 180, modulesPerWeek: 3.4 })).toBe('3 hours a week: about 3 modules a week');
    expect(paceText({ timeCommitment: '1-2_hours', minutesPerWeek: 60, modulesPerWeek: 1.1 })).toBe('1 hour a week: about 1 module a week');
    expect(paceText({ timeCommitment: '1-2_hours', minutesPerWeek: 60, modulesPerWeek: 0.5 })).toBe('1 hour a week: about 0.5 modules a week');
  });
});
