/*
 * AI skills assessment: 10 questions in 5 categories, graded by the service.
 * Overall score = rounded percent correct; category score = rounded percent correct in that
 * category; level: 80+ Advanced, 60-79 Intermediate, 40-59 Beginner+, below 40 Beginner.
 */

export const SKILL_CATEGORIES = ['AI Fundamentals', 'Business Applications', 'AI Tools', 'Implementation', 'ROI & Metrics'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const SKILL_LEVELS = ['Beginner', 'Beginner+', 'Intermediate', 'Advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const ASSESSMENT_QUESTION_COUNT = 10;

export const SKILL_LEVEL_THRESHOLDS = { advanced: 80, intermediate: 60, beginnerPlus: 40 } as const;

export function isSkillCategory(value: string): value is SkillCategory {
  return (SKILL_CATEGORIES as readonly string[]).includes(value);
}

export function skillLevelFor(score: number): SkillLevel {
  if (score >= SKILL_LEVEL_THRESHOLDS.advanced) return 'Advanced';
  if (score >= SKILL_LEVEL_THRESHOLDS.intermediate) return 'Intermediate';
  if (score >= SKILL_LEVEL_THRESHOLDS.beginnerPlus) return 'Beginner+';
  return 'Beginner';
}

export interface AssessmentQuestionKey {
  id: string;
  category: SkillCategory;
  answer: number;
}

export type CategoryScores = Record<SkillCategory, number>;

export interface AssessmentResult {
  overallScore: number;
  categoryScores: CategoryScores;
  skillLevel: SkillLevel;
}

function percent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/** Grades an assessment. Unanswered questions count as wrong; a category with no questions scores 0. */
export function scoreAssessment(questions: readonly AssessmentQuestionKey[], answers: Readonly<Record<string, number>>): AssessmentResult {
  const totals = new Map<SkillCategory, { correct: number; total: number }>(SKILL_CATEGORIES.map((c) => [c, { correct: 0, total: 0 }]));
  let correct = 0;
  for (const q of questions) {
    const right = Object.hasOwn(answers, q.id) && answers[q.id] === q.answer;
    const bucket = totals.get(q.category);
    if (bucket) {
      bucket.total += 1;
      if (right) bucket.correct += 1;
    }
    if (right) correct += 1;
  }
  const categoryScores = Object.fromEntries(
    SKILL_CATEGORIES.map((c) => {
      const bucket = totals.get(c) ?? { correct: 0, total: 0 };
      return [c, percent(bucket.correct, bucket.total)];
    }),
  ) as CategoryScores;
  const overallScore = percent(correct, questions.length);
  const skillLevel = skillLevelFor(overallScore);
  return { overallScore, categoryScores, skillLevel };
}

export interface CategoryImprovement {
  category: SkillCategory;
  first: number;
  latest: number;
  /** latest − first, in percentage points (negative when the score fell). */
  improvement: number;
}

/** Per-category change between the first and the latest assessment, in the fixed category order. */
export function improvement(first: CategoryScores, latest: CategoryScores): CategoryImprovement[] {
  return SKILL_CATEGORIES.map((category) => ({
    category,
    first: first[category],
    latest: latest[category],
    improvement: latest[category] - first[category],
  }));
}
