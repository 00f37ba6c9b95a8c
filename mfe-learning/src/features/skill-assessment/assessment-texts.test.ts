import { describe, expect, it } from 'vitest';
import { assessmentCompleteToast } from './assessment-texts.ts';

describe('assessmentCompleteToast', () => {
  it("'Assessment Complete!' names the score and level", () => {
    expect(assessmentCompleteToast({ overallScore: 70, skillLevel: 'Intermediate' })).toEqual({
      title: 'Assessment Complete!',
      description: 'You scored 70%. Your skill level: Intermediate.',
    });
  });
});
