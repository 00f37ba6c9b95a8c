import { describe, expect, it } from 'vitest';
import { MODULE_CARD_BUTTON_LABELS, moduleCardBarTone, timeLeftLabel } from './module-card-view.ts';

describe('module card', () => {
  it('labels and bar colours', () => {
    expect(MODULE_CARD_BUTTON_LABELS).toEqual({ start: 'Start Module', continue: 'Continue Module', review: 'Review Module' });
    expect(moduleCardBarTone('review')).toBe('success');
    expect(moduleCardBarTone('continue')).toBe('primary');
    expect(moduleCardBarTone('start')).toBe('primary');
  });
});

describe('timeLeftLabel', () => {
  it('shows the minutes left', () => {
    expect(timeLeftLabel(45, 0)).toBe('45 min left');
    expect(timeLeftLabel(45, 44)).toBe('1 min left');
  });

  it("shows 'Completed' at 0 or less", () => {
    expect(timeLeftLabel(45, 45)).toBe('Completed');
    expect(timeLeftLabel(45, 60)).toBe('Completed');
  });
});
