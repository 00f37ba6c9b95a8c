import type { SkillAssessmentResult } from '@academy/contracts';
import { badRequest, publishEvent } from '@academy/service-kit';
import { improvement, scoreAssessment, SKILL_CATEGORIES, type CategoryScores, type SkillLevel } from '@academy/rules/learning';
import type { ActivityRepository } from '../data/activity.repository.ts';
import type { SkillAssessmentFile } from '../data/content-files.ts';
import type { LearnerRepository } from '../data/learner.repository.ts';
import { recordLearningActivity } from './streak-freeze.use-case.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';
import type { StatsRepository } from '../data/stats.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';

export interface AssessmentDeps {
  /** Opens the use case's transaction (the data layer's). */
  transaction: RunInTransaction;
  learner: LearnerRepository;
  activity: ActivityRepository;
  assessment: SkillAssessmentFile;
  freezes: StreakFreezesRepository;
  stats: StatsRepository;
}

export function publicQuestions(assessment: SkillAssessmentFile) {
  return assessment.questions.map(({ id, category, question, options }) => ({ id, category, question, options }));
}

/** POST /api/skill-assessment: graded here; results sent by the page are not trusted. */
export async function submitAssessment(deps: AssessmentDeps, userId: string, answers: Record<string, number>): Promise<SkillAssessmentResult> {
  const byId = new Map(deps.assessment.questions.map((q) => [q.id, q]));
  const problems = Object.entries(answers)
    .filter(([id, option]) => !byId.has(id) || option >= (byId.get(id)?.options.length ?? 0))
    .map(([id]) => ({ path: `answers.${id}`, message: 'no such question or option' }));
  const missing = deps.assessment.questions.filter((q) => !(q.id in answers)).map((q) => ({ path: `answers.${q.id}`, message: 'not answered' }));
  if (problems.length || missing.length)
    throw badRequest('LEARNING_ASSESSMENT_INVALID_ANSWERS', 'Answer every question of the assessment.', [...problems, ...missing]);

  const result = scoreAssessment(deps.assessment.questions, answers);
  const row = await deps.transaction(async (tx) => {
    const saved = await deps.learner.insertAssessment(tx, {
      userId,
      answers,
      overallScore: result.overallScore,
      categoryScores: result.categoryScores,
      skillLevel: result.skillLevel,
    });
    await recordLearningActivity(deps, tx, userId, 'assessment', null);
    await publishEvent(tx, {
      type: 'assessment.completed',
      subject: userId,
      data: { userId, overallScore: result.overallScore, skillLevel: result.skillLevel },
    });
    return saved;
  });
  return {
    id: row.id,
    overallScore: row.overallScore,
    categoryScores: row.categoryScores,
    skillLevel: row.skillLevel as SkillLevel,
    recommendations: deps.assessment.levels[result.skillLevel],
    completedAt: row.completedAt.toISOString(),
  };
}

/** GET /api/skill-assessments: per category, the first and the latest score and the change. */
export async function skillRecords(learner: LearnerRepository, userId: string) {
  const rows = await learner.assessments(userId);
  const first = rows[0];
  const latest = rows.at(-1);
  if (!first || !latest) return [];
  const complete = (scores: Record<string, number>): CategoryScores =>
    Object.fromEntries(SKILL_CATEGORIES.map((category) => [category, scores[category] ?? 0])) as CategoryScores;
  return improvement(complete(first.categoryScores), complete(latest.categoryScores)).map((item) => ({
    skillCategory: item.category,
    preAssessmentScore: item.first,
    postAssessmentScore: item.latest,
    improvementPoints: item.improvement,
  }));
}
