import type { LearningPath } from '@academy/contracts';
import { buildLearningPath } from '@academy/rules/learning';
import type { LearnerRepository } from '../data/learner.repository.ts';
import type { ModulesRepository } from '../data/modules.repository.ts';
import type { ProgressRepository } from '../data/progress.repository.ts';
import { getOnboarding } from './onboarding.use-case.ts';

export interface LearningPathDeps {
  learner: LearnerRepository;
  modules: ModulesRepository;
  progress: ProgressRepository;
}

/**
 * GET /api/learning-path: made from what is stored each time it is read, and nothing written, so
 * changed goals, a retaken assessment or a module finished show at once. Null before onboarding.
 */
export async function getLearningPath(deps: LearningPathDeps, userId: string, now = new Date()): Promise<LearningPath | null> {
  const [answers, assessments, modules, records] = await Promise.all([
    getOnboarding(deps.learner, userId),
    deps.learner.assessments(userId),
    deps.modules.listSummaries(),
    deps.progress.listForUser(userId),
  ]);
  if (!answers) return null;
  const latest = assessments.at(-1);
  const path = buildLearningPath({
    modules,
    answers,
    scores: latest?.categoryScores ?? null,
    completedModuleIds: records.filter((record) => record.completed).map((record) => record.moduleId),
    startedAt: new Date(answers.completedAt),
    now,
  });
  return { ...path, assessedAt: latest ? latest.completedAt.toISOString() : null };
}
