import { describe, expect, it } from 'vitest';
import { SKILL_CATEGORIES, improvement, isSkillCategory, scoreAssessment, skillLevelFor } from '../../src/learning/index.ts';
import type { AssessmentQuestionKey, CategoryScores } from '../../src/learning/index.ts';

const questions: AssessmentQuestionKey[] = [
  { id: 'a1', category: 'AI Fundamentals', answer: 0 },
  { id: 'a2', category: 'AI Fundamentals', answer: 1 },
  { id: 'b1', category: 'Business Applications', answer: 2 },
  { id: 'b2', category: 'Business Applications', answer: 3 },
  { id: 't1', category: 'AI Tools', answer: 0 },
  { id: 't2', category: 'AI Tools', answer: 1 },
  { id: 'i1', category: 'Implementation', answer: 2 },
  { id: 'i2', category: 'Implementation', answer: 3 },
  { id: 'r1', category: 'ROI & Metrics', answer: 0 },
  { id: 'r2', category: 'ROI & Metrics', answer: 1 },
];

const allRight = Object.fromEntries(questions.map((q) => [q.id, q.answer]));

describe('SKILL_CATEGORIES', () => {
  it('are exactly the five categories', () => {
    expect(SKILL_CATEGORIES).toEqual(['AI Fundamentals', 'Business Applications', 'AI Tools', 'Implementation', 'ROI & Metrics']);
    expect(isSkillCategory('AI Tools')).toBe(true);
    expect(isSkillCategory('ai tools')).toBe(false);
  });
});

describe('skillLevelFor', () => {
  it.each([
    [100, 'Advanced'],
    [80, 'Advanced'],
    [79, 'Intermediate'],
    [60, 'Intermediate'],
    [59, 'Beginner+'],
    [40, 'Beginner+'],
    [39, 'Beginner'],
    [0, 'Beginner'],
  ])('%i is %s', (score, level) => {
    expect(skillLevelFor(score)).toBe(level);
  });
});

describe('scoreAssessment', () => {
  it('all correct: 100 everywhere, Advanced', () => {
    const result = scoreAssessment(questions, allRight);
    expect(result.overallScore).toBe(100);
    expect(result.skillLevel).toBe('Advanced');
    expect(Object.values(result.categoryScores)).toEqual([100, 100, 100, 100, 100]);
  });

  it('scores each category by its own questions', () => {
    const answers = { ...allRight, a2: 3, b1: 0, b2: 0, t1: 2 };
    const result = scoreAssessment(questions, answers);
    expect(result.categoryScores).toEqual({
      'AI Fundamentals': 50,
      'Business Applications': 0,
      'AI Tools': 50,
      Implementation: 100,
      'ROI & Metrics': 100,
    });
    expect(result.overallScore).toBe(60);
    expect(result.skillLevel).toBe('Intermediate');
  });

  it('unanswered questions count as wrong', () => {
    const result = scoreAssessment(questions, { a1: 0, a2: 1, b1: 2 });
    expect(result.overallScore).toBe(30);
    expect(result.skillLevel).toBe('Beginner');
  });

  it('rounds category scores (1 of 3 is 33)', () => {
    const three: AssessmentQuestionKey[] = [
      { id: 'x1', category: 'AI Tools', answer: 0 },
      { id: 'x2', category: 'AI Tools', answer: 0 },
      { id: 'x3', category: 'AI Tools', answer: 0 },
    ];
    const result = scoreAssessment(three, { x1: 0 });
    expect(result.categoryScores['AI Tools']).toBe(33);
    expect(result.categoryScores['ROI & Metrics']).toBe(0);
    expect(result.overallScore).toBe(33);
  });

  it('4 of 10 is Beginner+ and 8 of 10 is Advanced', () => {
    const four = Object.fromEntries(questions.slice(0, 4).map((q) => [q.id, q.answer]));
    expect(scoreAssessment(questions, four).skillLevel).toBe('Beginner+');
    const eight = Object.fromEntries(questions.slice(0, 8).map((q) => [q.id, q.answer]));
    expect(scoreAssessment(questions, eight).skillLevel).toBe('Advanced');
  });
});

describe('improvement', () => {
  const first: CategoryScores = {
    'AI Fundamentals': 50,
    'Business Applications': 0,
    'AI Tools': 50,
    Implementation: 100,
    'ROI & Metrics': 50,
  };
  const latest: CategoryScores = {
    'AI Fundamentals': 100,
    'Business Applications': 50,
    'AI Tools': 50,
    Implementation: 50,
    'ROI & Metrics': 100,
  };

  it('gives first, latest and the change in points per category, in the fixed order', () => {
    expect(improvement(first, latest)).toEqual([
      { category: 'AI Fundamentals', first: 50, latest: 100, improvement: 50 },
      { category: 'Business Applications', first: 0, latest: 50, improvement: 50 },
      { category: 'AI Tools', first: 50, latest: 50, improvement: 0 },
      { category: 'Implementation', first: 100, latest: 50, improvement: -50 },
      { category: 'ROI & Metrics', first: 50, latest: 100, improvement: 50 },
    ]);
  });
});
