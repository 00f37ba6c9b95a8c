import * as z from 'zod/mini';

/*
 * The Challenge arena (/challenges): XP, levels, gems, weekly quests, challenge modes, weekly
 * leagues and streak freezes. Field names follow the spec where it names them (User level:
 * currentLevel, currentXp, gems, title; Weekly quest: … weekEnd, userProgress; Challenge mode: …
 * rules.requirements, xpMultiplier, minLevel, userChallenge). Everything is earned from the
 * learning slice's events; no request here awards XP or gems by itself.
 *
 * Every arena read takes the learner's IANA time zone from the X-Time-Zone header (the web kit
 * sends it); the service keeps the last valid one and falls back to UTC.
 */

/** What a learner does in the learning slice that the arena counts (the award table's rows). */
export const arenaActivityKinds = ['section_completed', 'quiz_passed', 'module_completed', 'assessment_completed', 'study_minutes'] as const;
export const arenaActivityKindSchema = z.enum(arenaActivityKinds);
export type ArenaActivityKind = z.infer<typeof arenaActivityKindSchema>;

export const questDifficulties = ['easy', 'medium', 'hard'] as const;
export const questCategories = ['skill', 'engagement', 'mastery'] as const;

/** A quest or challenge id: the slug of its entry in the tools service's content files. */
export const arenaSlugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/, 'An id is lowercase letters, digits and dashes.'));

const count = z.number().check(z.int(), z.nonnegative());
const isoInstant = z.iso.datetime({ offset: true });

/** GET /api/user-level — the arena header and the dashboard's quick view. */
export const userLevelSchema = z.object({
  /** floor(totalXp / 1000) + 1; 1 with no XP. */
  currentLevel: z.number().check(z.int(), z.gte(1)),
  /** All XP ever earned (the spec's currentXp; the formulas use it). */
  currentXp: count,
  /** The same figure under a plain name. */
  totalXp: count,
  /** XP earned within the current level: currentXp − (currentLevel − 1) × 1000. */
  levelXp: count,
  /** 1000 × level − (currentXp mod (1000 × level)). */
  xpToNextLevel: z.number().check(z.int(), z.positive()),
  /** The XP bar: (currentXp − (level − 1) × 1000) / 1000 in percent, 0 ≤ p < 100. */
  progressPercent: z.number().check(z.gte(0), z.lte(100)),
  /** 1000 (spec section 9). */
  levelSize: z.number().check(z.int(), z.positive()),
  /** Gems held (earned minus spent). */
  gems: count,
  /** The title of the current level (Novice, Apprentice, …). */
  title: z.string(),
  /** XP earned this calendar week in the learner's time zone. */
  weeklyXp: count,
  /** The price of one streak freeze in gems (the freezes held are the learning slice's: GET /api/streak-freeze-balance). */
  streakFreezePrice: z.number().check(z.int(), z.positive()),
  /** Challenges running now (the dashboard's count). */
  activeChallenges: count,
  /** Quests joined this week and not yet completed. */
  activeQuests: count,
  /** The time zone the arena's weeks are counted in. */
  timeZone: z.string(),
});
export type UserLevel = z.infer<typeof userLevelSchema>;

/** The learner's state on one quest of this week; null on the quest while not joined. */
export const questProgressSchema = z.object({
  currentProgress: count,
  isCompleted: z.boolean(),
  joinedAt: isoInstant,
  completedAt: z.nullable(isoInstant),
});
export type QuestProgress = z.infer<typeof questProgressSchema>;

/** One weekly quest of the learner's current calendar week. */
export const weeklyQuestSchema = z.object({
  id: arenaSlugSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  difficulty: z.enum(questDifficulties),
  category: z.enum(questCategories),
  /** What counts towards it. */
  activity: arenaActivityKindSchema,
  /** How many of the activity (sections, quizzes, modules, assessments, minutes) complete it. */
  targetValue: z.number().check(z.int(), z.positive()),
  xpReward: count,
  gemReward: count,
  /** Monday 00:00 of this week in the learner's time zone. */
  weekStart: isoInstant,
  /** The next Monday 00:00 in the learner's time zone: the quest ends then. */
  weekEnd: isoInstant,
  /** Calendar days until weekEnd, rounded up (1 on Sunday, 7 on Monday). */
  daysLeft: z.number().check(z.int(), z.gte(0), z.lte(7)),
  /** null until joined. */
  userProgress: z.nullable(questProgressSchema),
});
export type WeeklyQuest = z.infer<typeof weeklyQuestSchema>;
/** GET /api/weekly-quests */
export const weeklyQuestsResponseSchema = z.array(weeklyQuestSchema);

/** POST /api/join-quest */
export const joinQuestRequestSchema = z.object({ questId: arenaSlugSchema });
export type JoinQuestRequest = z.infer<typeof joinQuestRequestSchema>;
/** Joining twice (a double click) answers the same quest with alreadyJoined: true and writes nothing. */
export const joinQuestResponseSchema = z.object({ quest: weeklyQuestSchema, alreadyJoined: z.boolean() });
export type JoinQuestResponse = z.infer<typeof joinQuestResponseSchema>;

export const challengeRunStatuses = ['active', 'completed', 'expired'] as const;

/** The learner's latest run of a challenge; null on the challenge when never started. */
export const userChallengeSchema = z.object({
  status: z.enum(challengeRunStatuses),
  isCompleted: z.boolean(),
  startedAt: isoInstant,
  expiresAt: isoInstant,
  currentScore: count,
  targetScore: z.number().check(z.int(), z.positive()),
  /** Calendar days until expiresAt, rounded up; 0 once ended. */
  daysLeft: count,
  completedAt: z.nullable(isoInstant),
  /** XP paid at completion (xpReward × xpMultiplier); 0 until completed, and for an expired run. */
  xpAwarded: count,
});
export type UserChallenge = z.infer<typeof userChallengeSchema>;

export const challengeModeSchema = z.object({
  id: arenaSlugSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Days a run lasts from its start. */
  duration: z.number().check(z.int(), z.positive()),
  rules: z.object({ requirements: z.array(z.string()) }),
  /** What counts towards it. */
  activity: arenaActivityKindSchema,
  targetScore: z.number().check(z.int(), z.positive()),
  /** XP before the multiplier. */
  xpReward: count,
  xpMultiplier: z.number().check(z.positive()),
  gemReward: count,
  minLevel: z.number().check(z.int(), z.gte(1)),
  /** The caller's level is at least minLevel and no run of it is active. */
  canStart: z.boolean(),
  userChallenge: z.nullable(userChallengeSchema),
});
export type ChallengeMode = z.infer<typeof challengeModeSchema>;
/** GET /api/challenge-modes */
export const challengeModesResponseSchema = z.array(challengeModeSchema);

/** POST /api/start-challenge */
export const startChallengeRequestSchema = z.object({ challengeId: arenaSlugSchema });
export type StartChallengeRequest = z.infer<typeof startChallengeRequestSchema>;
/** Starting a challenge that is already running (a double click) answers it with alreadyStarted: true and writes nothing. */
export const startChallengeResponseSchema = z.object({ challenge: challengeModeSchema, alreadyStarted: z.boolean() });
export type StartChallengeResponse = z.infer<typeof startChallengeResponseSchema>;

export const leagueZones = ['promotion', 'safe', 'relegation'] as const;
export type LeagueZone = (typeof leagueZones)[number];

/** One row of the league board: never an e-mail or a name, only a generated alias. */
export const leagueRowSchema = z.object({
  rank: z.number().check(z.int(), z.positive()),
  alias: z.string(),
  weeklyXp: count,
  zone: z.enum(leagueZones),
  /** The caller's own row. */
  isYou: z.boolean(),
});
export type LeagueRow = z.infer<typeof leagueRowSchema>;

/** GET /api/leaderboard — the caller's league this week (weeks run Monday to Monday, UTC, for everyone in a league). */
export const leagueBoardSchema = z.object({
  weekStart: isoInstant,
  weekEnd: isoInstant,
  daysLeft: z.number().check(z.int(), z.gte(0), z.lte(7)),
  /** The learner left the leagues: no board, neither shown nor ranked. */
  optedOut: z.boolean(),
  /** The league's tier name (Bronze, Silver, …); null when opted out. */
  tier: z.nullable(z.string()),
  tierIndex: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** Ranked by weekly XP; ties by who reached it first, then a fixed order. Empty when opted out. */
  rows: z.array(leagueRowSchema),
  /** How many at the top move up and at the bottom move down at the week's end. */
  promotionCount: count,
  relegationCount: count,
  /** Learners per league at most. */
  maxSize: z.number().check(z.int(), z.positive()),
});
export type LeagueBoard = z.infer<typeof leagueBoardSchema>;

/** PUT /api/leaderboard/participation */
export const leagueParticipationRequestSchema = z.object({ optedOut: z.boolean() });
export type LeagueParticipationRequest = z.infer<typeof leagueParticipationRequestSchema>;

/**
 * POST /api/streak-freezes — pays gems for one streak freeze (no body). The learning slice credits
 * it (streak_freeze.purchased) or, when the learner already holds the most allowed, declines it and
 * the gems come back.
 */
export const streakFreezePurchaseResponseSchema = z.object({
  /** The freeze, as the learning slice will hold it. */
  freezeId: z.uuid(),
  gemsSpent: z.number().check(z.int(), z.positive()),
  /** Gems left. */
  gems: count,
  purchasedAt: isoInstant,
});
export type StreakFreezePurchaseResponse = z.infer<typeof streakFreezePurchaseResponseSchema>;
