import {
  AI_INTEREST_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  CHALLENGE_OPTIONS,
  PRIMARY_GOAL_OPTIONS,
  type AiExperience,
  type AiInterest,
  type BusinessType,
  type Challenge,
  type PrimaryGoal,
  type TimeCommitment,
} from '@academy/contracts';
import { optionLabel } from './onboarding.ts';
import { SKILL_CATEGORIES, SKILL_LEVEL_THRESHOLDS, type CategoryScores, type SkillCategory } from './skill-assessment.ts';

/*
 * The personal learning path (docs/decisions/022-personal-learning-path.md): every published
 * module in the order that serves this learner, each with the reasons it is where it is, a weekly
 * pace from the time they said they have, and whether they keep to it. Computed whenever it is
 * read, from the onboarding answers, the latest skill assessment and the modules completed, so a
 * retaken assessment or changed goals change the path with nothing stored.
 */

export type PathDifficulty = 'beginner' | 'intermediate' | 'advanced';

/** What the path needs to know of a module: its catalogue metadata. */
export interface PathModule {
  id: number;
  title: string;
  category: string;
  difficulty: PathDifficulty;
  estimatedMinutes: number;
}

/**
 * The onboarding answers the path reads (`OnboardingData` fits). Plain strings: answers stored
 * under older option lists still make a path; a value no list knows simply matches nothing.
 */
export interface PathAnswers {
  primaryGoals: readonly string[];
  biggestChallenges: readonly string[];
  specificInterests: readonly string[];
  businessType: string;
  aiExperience: string;
  timeCommitment: string;
}

/** What a module category teaches, in the onboarding's and the assessment's terms. */
export interface CategoryTopics {
  goals: readonly PrimaryGoal[];
  challenges: readonly Challenge[];
  interests: readonly AiInterest[];
  skills: readonly SkillCategory[];
  businessTypes: readonly BusinessType[];
}

/**
 * The one home of the mapping from the catalogue's module categories to what learners answer.
 * A category not listed here still appears in the path, after the ones that match.
 */
export const MODULE_CATEGORY_TOPICS: Readonly<Record<string, CategoryTopics>> = {
  'customer acquisition': {
    goals: ['acquire_customers', 'increase_revenue', 'create_content_faster'],
    challenges: ['lead_generation', 'content_consistency', 'standing_out'],
    interests: ['customer_acquisition', 'marketing_automation', 'content_generation', 'lead_scoring'],
    skills: ['Business Applications'],
    businessTypes: ['startup', 'small_business', 'freelancer', 'agency'],
  },
  'ui optimization': {
    goals: ['improve_conversion', 'improve_customer_experience', 'increase_revenue'],
    challenges: ['low_conversion', 'customer_retention', 'support_volume'],
    interests: ['chat_assistants', 'personalisation', 'ab_testing'],
    skills: ['AI Tools', 'Business Applications'],
    businessTypes: ['ecommerce', 'saas'],
  },
  'analytics & roi': {
    goals: ['reduce_costs', 'data_driven_decisions', 'automate_tasks'],
    challenges: ['measuring_marketing', 'making_sense_of_data', 'staffing_costs', 'manual_processes', 'time_constraints'],
    interests: ['roi_measurement', 'predictive_analytics', 'sales_forecasting', 'customer_insights', 'workflow_automation'],
    skills: ['ROI & Metrics', 'Implementation'],
    businessTypes: ['enterprise'],
  },
};

/** Beginner modules, whatever their category, teach the fundamentals. */
const FUNDAMENTALS_SKILL: SkillCategory = 'AI Fundamentals';

/** A category scored below this (the Intermediate level) is a weak one and comes first. */
export const WEAK_SKILL_SCORE = SKILL_LEVEL_THRESHOLDS.intermediate;

/**
 * Study minutes a week: the low end of the range the learner chose, so the finish date is one they
 * can keep rather than the best case.
 */
export const WEEKLY_MINUTES: Readonly<Record<TimeCommitment, number>> = {
  '1-2_hours': 60,
  '3-5_hours': 180,
  '6-10_hours': 360,
  '10+_hours': 600,
};

const DIFFICULTY_ORDER: Readonly<Record<PathDifficulty, number>> = { beginner: 0, intermediate: 1, advanced: 2 };

/** Learners new to AI meet the advanced modules after every other one. */
const NEW_TO_AI: readonly AiExperience[] = ['none', 'basic'];

function has(list: readonly string[] | undefined, value: string): boolean {
  return list?.includes(value) ?? false;
}

/** The weekly minutes of a time commitment; one no list knows gets the smallest. */
export function weeklyMinutesOf(timeCommitment: string): number {
  return Object.hasOwn(WEEKLY_MINUTES, timeCommitment) ? WEEKLY_MINUTES[timeCommitment as TimeCommitment] : WEEKLY_MINUTES['1-2_hours'];
}

const DAY_MS = 86_400_000;

export type PathItemState = 'done' | 'next' | 'upcoming';
export type PathStatus = 'on_track' | 'behind' | 'finished';

export interface LearningPathItem {
  moduleId: number;
  title: string;
  category: string;
  difficulty: PathDifficulty;
  estimatedMinutes: number;
  /** Why the module is on the path where it is, strongest first (at least one). */
  reasons: string[];
  state: PathItemState;
  /** The day (YYYY-MM-DD, UTC) the module is done by at the learner's pace. */
  targetDate: string;
}

export interface LearningPath {
  startedAt: string;
  pace: { timeCommitment: string; minutesPerWeek: number; modulesPerWeek: number };
  items: LearningPathItem[];
  nextModuleId: number | null;
  completedCount: number;
  /** How many modules the pace says are done by now. */
  expectedCompletedCount: number;
  status: PathStatus;
  /** The finish the pace gave on the day the path started. */
  plannedFinishDate: string;
  /** The finish at the pace from today with what is left (null once finished). */
  estimatedFinishDate: string | null;
}

export interface LearningPathInput {
  modules: readonly PathModule[];
  answers: PathAnswers;
  /** The latest skill assessment's category scores, or null before any. */
  scores: Partial<CategoryScores> | null;
  completedModuleIds: Iterable<number>;
  /** When the path started: the onboarding's completion. */
  startedAt: Date;
  now: Date;
}

function lowerFirst(label: string): string {
  // "Increase revenue" → "increase revenue"; "AI content writing" keeps its capitals.
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function skillsOf(module: PathModule): SkillCategory[] {
  const skills = [...(MODULE_CATEGORY_TOPICS[module.category]?.skills ?? [])];
  if (module.difficulty === 'beginner') skills.push(FUNDAMENTALS_SKILL);
  return skills;
}

export interface RankedModule {
  module: PathModule;
  reasons: string[];
  /** The lowest weak score among the module's skills (Infinity when none is weak). */
  weakest: number;
  relevance: number;
  deferred: boolean;
}

function rank(module: PathModule, answers: PathAnswers, scores: Partial<CategoryScores> | null): RankedModule {
  const topics = MODULE_CATEGORY_TOPICS[module.category];
  const weak = skillsOf(module)
    .flatMap((skill) => {
      const score = scores?.[skill];
      return score !== undefined && score < WEAK_SKILL_SCORE ? [{ skill, score }] : [];
    })
    // The weakest first; the assessment's own category order breaks a tie.
    .sort((a, b) => a.score - b.score || SKILL_CATEGORIES.indexOf(a.skill) - SKILL_CATEGORIES.indexOf(b.skill));
  const goals = answers.primaryGoals.filter((goal) => has(topics?.goals, goal));
  const challenges = answers.biggestChallenges.filter((challenge) => has(topics?.challenges, challenge));
  const interests = answers.specificInterests.filter((interest) => has(topics?.interests, interest));
  const business = has(topics?.businessTypes, answers.businessType);
  const deferred = module.difficulty === 'advanced' && has(NEW_TO_AI, answers.aiExperience);

  const reasons = [
    ...weak.map(({ skill, score }) => `Because you scored ${score}% on ${skill}`),
    ...goals.map((goal) => `Because you want to ${lowerFirst(optionLabel(PRIMARY_GOAL_OPTIONS, goal))}`),
    ...challenges.map((challenge) => `Because “${optionLabel(CHALLENGE_OPTIONS, challenge)}” is one of your biggest challenges`),
    ...interests.map((interest) => `Because you are interested in ${lowerFirst(optionLabel(AI_INTEREST_OPTIONS, interest))}`),
    ...(business ? [`Because it suits a business like yours (${optionLabel(BUSINESS_TYPE_OPTIONS, answers.businessType)})`] : []),
    ...(deferred ? ['An advanced module: it comes once the basics are in place, as you are new to AI'] : []),
  ];
  return {
    module,
    reasons: reasons.length > 0 ? reasons : ['Rounds out the full course'],
    weakest: weak[0]?.score ?? Number.POSITIVE_INFINITY,
    // Goals weigh most, then challenges, then interests and the kind of business.
    relevance: goals.length * 4 + challenges.length * 2 + interests.length + (business ? 1 : 0),
    deferred,
  };
}

/**
 * The modules in path order: advanced ones last for a learner new to AI; before that, modules that
 * teach a weak skill (the weakest first), then the most relevant to the learner's goals,
 * challenges, interests and business; within those, easier first, then course order.
 */
export function orderLearningPath(modules: readonly PathModule[], answers: PathAnswers, scores: Partial<CategoryScores> | null): RankedModule[] {
  return modules
    .map((module) => rank(module, answers, scores))
    .sort(
      (a, b) =>
        Number(a.deferred) - Number(b.deferred) ||
        a.weakest - b.weakest ||
        b.relevance - a.relevance ||
        DIFFICULTY_ORDER[a.module.difficulty] - DIFFICULTY_ORDER[b.module.difficulty] ||
        a.module.id - b.module.id,
    );
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day a number of study minutes is done at the pace, counted in whole days from `from`. */
function dayAfter(from: number, minutes: number, minutesPerWeek: number): number {
  return from + Math.ceil((minutes / minutesPerWeek) * 7) * DAY_MS;
}

/** The learner's path: order, reasons, pace, progress along it and the finish dates. */
export function buildLearningPath(input: LearningPathInput): LearningPath {
  const { answers, now } = input;
  const completed = new Set(input.completedModuleIds);
  const minutesPerWeek = weeklyMinutesOf(answers.timeCommitment);
  const start = input.startedAt.getTime();
  const ordered = orderLearningPath(input.modules, answers, input.scores);

  let cumulative = 0;
  let nextModuleId: number | null = null;
  let expectedCompletedCount = 0;
  const items = ordered.map(({ module, reasons }): LearningPathItem => {
    cumulative += module.estimatedMinutes;
    const due = dayAfter(start, cumulative, minutesPerWeek);
    if (due <= now.getTime()) expectedCompletedCount += 1;
    const done = completed.has(module.id);
    const state: PathItemState = done ? 'done' : nextModuleId === null ? 'next' : 'upcoming';
    if (state === 'next') nextModuleId = module.id;
    return {
      moduleId: module.id,
      title: module.title,
      category: module.category,
      difficulty: module.difficulty,
      estimatedMinutes: module.estimatedMinutes,
      reasons,
      state,
      targetDate: isoDate(due),
    };
  });

  const completedCount = items.filter((item) => item.state === 'done').length;
  const remainingMinutes = items.filter((item) => item.state !== 'done').reduce((sum, item) => sum + item.estimatedMinutes, 0);
  const averageMinutes = items.length > 0 ? cumulative / items.length : 1;
  const status: PathStatus = nextModuleId === null ? 'finished' : completedCount >= expectedCompletedCount ? 'on_track' : 'behind';
  return {
    startedAt: input.startedAt.toISOString(),
    pace: { timeCommitment: answers.timeCommitment, minutesPerWeek, modulesPerWeek: Math.round((minutesPerWeek / averageMinutes) * 10) / 10 },
    items,
    nextModuleId,
    completedCount,
    expectedCompletedCount,
    status,
    plannedFinishDate: isoDate(dayAfter(start, cumulative, minutesPerWeek)),
    estimatedFinishDate: status === 'finished' ? null : isoDate(dayAfter(now.getTime(), remainingMinutes, minutesPerWeek)),
  };
}
