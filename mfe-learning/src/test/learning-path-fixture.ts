import type { LearningPath, LearningPathItem } from '@academy/contracts';

/** A learner's path for the card's and the dashboard's tests: one module done, the next, one to come. */
const item = (moduleId: number, title: string, state: LearningPathItem['state'], reasons: string[], targetDate: string): LearningPathItem => ({
  moduleId,
  title,
  category: 'analytics & roi',
  difficulty: 'beginner',
  estimatedMinutes: 45,
  reasons,
  state,
  targetDate,
});

export function pathFixture(overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    startedAt: '2026-01-05T09:00:00.000Z',
    assessedAt: '2026-01-06T09:00:00.000Z',
    pace: { timeCommitment: '3-5_hours', minutesPerWeek: 180, modulesPerWeek: 3.4 },
    items: [
      item(11, 'Measuring AI ROI', 'done', ['Because you scored 40% on ROI & Metrics', 'Because you want to reduce operating costs'], '2026-01-07'),
      item(12, 'Building a KPI Dashboard', 'next', ['Because you scored 40% on ROI & Metrics'], '2026-01-09'),
      item(1, 'AI-Powered Customer Acquisition', 'upcoming', ['Rounds out the full course'], '2026-01-12'),
    ],
    nextModuleId: 12,
    completedCount: 1,
    expectedCompletedCount: 1,
    status: 'on_track',
    plannedFinishDate: '2026-01-12',
    estimatedFinishDate: '2026-01-12',
    ...overrides,
  };
}
