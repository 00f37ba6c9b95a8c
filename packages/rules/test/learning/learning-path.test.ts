import { describe, expect, it } from 'vitest';
import { buildLearningPath, type CategoryScores, type PathAnswers, type PathModule } from '../../src/learning/index.ts';

/** The shipped catalogue's metadata: five modules in each of three categories. */
const categories = ['customer acquisition', 'ui optimization', 'analytics & roi'] as const;
const difficulties = ['beginner', 'beginner', 'intermediate', 'intermediate', 'advanced'] as const;
const modules: PathModule[] = categories.flatMap((category, c) =>
  difficulties.map((difficulty, d) => ({ id: c * 5 + d + 1, title: `Module ${c * 5 + d + 1}`, category, difficulty, estimatedMinutes: 60 })),
);

const costCutter: PathAnswers = {
  primaryGoals: ['reduce_costs'],
  biggestChallenges: ['where_to_start'],
  specificInterests: ['chat_assistants'],
  businessType: 'small_business',
  aiExperience: 'intermediate',
  timeCommitment: '3-5_hours',
};

const scores = (overrides: Partial<CategoryScores>): CategoryScores => ({
  'AI Fundamentals': 100,
  'Business Applications': 100,
  'AI Tools': 100,
  Implementation: 100,
  'ROI & Metrics': 100,
  ...overrides,
});

const start = new Date('2026-01-05T09:00:00Z');
const path = (overrides: Partial<Parameters<typeof buildLearningPath>[0]> = {}) =>
  buildLearningPath({ modules, answers: costCutter, scores: null, completedModuleIds: [], startedAt: start, now: start, ...overrides });

describe('buildLearningPath', () => {
  it('starts a learner who wants to cut costs and scored 40 % on ROI & Metrics with the analytics & ROI modules, saying why', () => {
    const result = path({ scores: scores({ 'ROI & Metrics': 40 }) });
    expect(result.items.slice(0, 5).map((item) => item.moduleId)).toEqual([11, 12, 13, 14, 15]);
    expect(result.items[0]?.reasons).toEqual(['Because you scored 40% on ROI & Metrics', 'Because you want to reduce operating costs']);
    expect(result.items).toHaveLength(15);
    expect(new Set(result.items.map((item) => item.moduleId)).size).toBe(15);
  });

  it('follows the goals when no assessment was taken', () => {
    const result = path({ answers: { ...costCutter, primaryGoals: ['improve_conversion'], specificInterests: ['ab_testing'] } });
    expect(result.items.slice(0, 5).map((item) => item.moduleId)).toEqual([6, 7, 8, 9, 10]);
    expect(result.items[0]?.reasons[0]).toBe('Because you want to convert more website visitors');
  });

  it('changes when the assessment is retaken: the new weakest category comes first', () => {
    const first = path({ scores: scores({ 'ROI & Metrics': 40 }) });
    const retaken = path({ scores: scores({ 'ROI & Metrics': 90, 'Business Applications': 20 }) });
    expect(first.items[0]?.moduleId).toBe(11);
    expect(retaken.items.slice(0, 5).map((item) => item.moduleId)).toEqual([1, 2, 6, 7, 3]);
    expect(retaken.items[0]?.reasons[0]).toBe('Because you scored 20% on Business Applications');
  });

  it('puts the weakest of several weak categories first', () => {
    const result = path({ scores: scores({ 'ROI & Metrics': 50, 'AI Tools': 10 }) });
    expect(result.items[0]?.reasons[0]).toBe('Because you scored 10% on AI Tools');
    expect(result.items[0]?.category).toBe('ui optimization');
  });

  it('keeps the advanced modules until last for a learner new to AI', () => {
    const result = path({ answers: { ...costCutter, aiExperience: 'none' } });
    expect(result.items.slice(-3).map((item) => item.difficulty)).toEqual(['advanced', 'advanced', 'advanced']);
    expect(result.items.at(-1)?.reasons.at(-1)).toBe('An advanced module: it comes once the basics are in place, as you are new to AI');
  });

  it('gives every module a reason', () => {
    const result = path({ answers: { ...costCutter, primaryGoals: ['reduce_costs'], specificInterests: ['roi_measurement'], businessType: 'enterprise' } });
    for (const item of result.items) expect(item.reasons.length).toBeGreaterThan(0);
    expect(result.items.at(-1)?.reasons).toEqual(['Rounds out the full course']);
  });

  it('sets the pace from the time commitment and finishes when the minutes run out', () => {
    // 15 × 60 minutes at 180 a week: 5 weeks.
    const result = path();
    expect(result.pace).toEqual({ timeCommitment: '3-5_hours', minutesPerWeek: 180, modulesPerWeek: 3 });
    expect(result.plannedFinishDate).toBe('2026-02-09');
    expect(result.estimatedFinishDate).toBe('2026-02-09');
    expect(result.items[0]?.targetDate).toBe('2026-01-08');
    expect(path({ answers: { ...costCutter, timeCommitment: '1-2_hours' } }).plannedFinishDate).toBe('2026-04-20');
  });

  it('makes a path from answers stored under older option lists: unknown values match nothing, an unknown pace is the smallest', () => {
    const result = path({ answers: { ...costCutter, primaryGoals: ['grow_fast'], timeCommitment: 'some_hours' } });
    expect(result.items).toHaveLength(15);
    expect(result.pace.minutesPerWeek).toBe(60);
  });

  it('marks the modules done and the next one, in path order', () => {
    const result = path({ scores: scores({ 'ROI & Metrics': 40 }), completedModuleIds: [11, 1] });
    expect(result.items.slice(0, 2).map((item) => item.state)).toEqual(['done', 'next']);
    expect(result.nextModuleId).toBe(12);
    expect(result.completedCount).toBe(2);
    expect(result.items.find((item) => item.moduleId === 1)?.state).toBe('done');
    expect(result.items.filter((item) => item.state === 'next')).toHaveLength(1);
  });

  it('is on track while the completed modules keep up with the pace, and behind when they do not', () => {
    const twoWeeksIn = new Date('2026-01-19T10:00:00Z');
    // 360 minutes at 180 a week: 6 modules due by now.
    const behind = path({ now: twoWeeksIn, completedModuleIds: [11, 12] });
    expect(behind.expectedCompletedCount).toBe(6);
    expect(behind.status).toBe('behind');
    // 13 modules × 60 minutes left at 180 a week: 31 days from now.
    expect(behind.estimatedFinishDate).toBe('2026-02-19');
    expect(behind.plannedFinishDate).toBe('2026-02-09');
    const onTrack = path({ now: twoWeeksIn, completedModuleIds: [1, 2, 3, 4, 5, 6] });
    expect(onTrack.status).toBe('on_track');
  });

  it('is finished when every module is done', () => {
    const result = path({ completedModuleIds: modules.map((module) => module.id) });
    expect(result.status).toBe('finished');
    expect(result.nextModuleId).toBeNull();
    expect(result.estimatedFinishDate).toBeNull();
  });

  it('keeps a module of a category it does not know, after the ones that match', () => {
    const result = path({ modules: [...modules, { id: 16, title: 'New', category: 'operations', difficulty: 'beginner', estimatedMinutes: 30 }] });
    expect(result.items).toHaveLength(16);
    expect(result.items.at(-1)).toMatchObject({ moduleId: 16, reasons: ['Rounds out the full course'] });
  });
});
