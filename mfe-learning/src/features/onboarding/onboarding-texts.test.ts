import { describe, expect, it } from 'vitest';
import { onboardingPercent, onboardingStepLabel } from './onboarding-texts.ts';

describe('onboarding progress text', () => {
  it.each([
    [1, 17],
    [2, 33],
    [3, 50],
    [4, 67],
    [5, 83],
    [6, 100],
  ])('step %i shows %i%', (step, percent) => {
    expect(onboardingPercent(step)).toBe(percent);
  });

  it("labels 'Step n of 6'", () => {
    expect(onboardingStepLabel(3)).toBe('Step 3 of 6');
  });
});
