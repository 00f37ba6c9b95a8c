import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventInbox, eventOutbox, eventOutboxDeliveries } from '@academy/service-kit/event-tables';

export const aiTools = pgTable('ai_tools', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull().default('primary'),
  isExternal: boolean('is_external').notNull(),
  url: text('url'),
  /** Where an internal tool opens in the academy; null for an external tool. */
  path: text('path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type AiToolRow = typeof aiTools.$inferSelect;
export type NewAiToolRow = typeof aiTools.$inferInsert;

/** A learner's business-impact metric; `improvement_percentage` is computed by the service. */
export const businessImpactMetrics = pgTable(
  'business_impact_metrics',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    metricType: text('metric_type').notNull(),
    baselineValue: doublePrecision('baseline_value'),
    currentValue: doublePrecision('current_value').notNull(),
    improvementPercentage: doublePrecision('improvement_percentage').notNull(),
    attributedModules: integer('attributed_modules').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_impact_metrics_user_idx').on(table.userId, table.createdAt)],
);

/** A learner's ROI calculation; `roi_percentage` is computed by the service. */
export const roiCalculations = pgTable(
  'roi_calculations',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    investmentAmount: doublePrecision('investment_amount').notNull(),
    timeInvested: integer('time_invested').notNull(),
    projectedReturn: doublePrecision('projected_return').notNull(),
    actualReturn: doublePrecision('actual_return'),
    roiPercentage: doublePrecision('roi_percentage').notNull(),
    calculationMethod: text('calculation_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roi_calculations_user_idx').on(table.userId, table.createdAt)],
);

export type BusinessImpactRow = typeof businessImpactMetrics.$inferSelect;
export type NewBusinessImpactRow = typeof businessImpactMetrics.$inferInsert;
export type RoiCalculationRow = typeof roiCalculations.$inferSelect;
export type NewRoiCalculationRow = typeof roiCalculations.$inferInsert;

/** A learner in the Challenge arena: the zone their weeks are counted in and whether they play in the leagues. */
export const arenaProfiles = pgTable('arena_profiles', {
  userId: text('user_id').primaryKey(),
  timeZone: text('time_zone').notNull().default('UTC'),
  leagueOptedOut: boolean('league_opted_out').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The XP and gem ledger: one row per thing earned or spent. `source_key` names the achievement
 * (`section:3:1`, `quest:12`, `streak-freeze:<id>`, `streak-freeze-refund:<id>`) and is unique per learner, so an event
 * delivered again, or another event for the same achievement, never pays twice. XP and gems held
 * are sums over it; `quantity` is the activity's units that quests and challenges count.
 */
export const arenaLedger = pgTable(
  'arena_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    sourceKey: text('source_key').notNull(),
    /** An activity kind (section_completed, …) or quest, challenge, streak_freeze, streak_freeze_refund. */
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull().default(0),
    xp: integer('xp').notNull().default(0),
    /** Negative for gems spent. */
    gems: integer('gems').notNull().default(0),
    /** When the learner did it (the event's occurredAt). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    sourceEventId: uuid('source_event_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('arena_ledger_source_key_idx').on(table.userId, table.sourceKey),
    index('arena_ledger_user_time_idx').on(table.userId, table.occurredAt),
    index('arena_ledger_time_idx').on(table.occurredAt),
  ],
);

/** A learner's joined quest of one calendar week (their zone): one row per learner, quest and week. */
export const questInstances = pgTable(
  'quest_instances',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    questId: text('quest_id').notNull(),
    /** The week's Monday in the learner's zone. */
    weekStartDay: date('week_start_day').notNull(),
    weekStartAt: timestamp('week_start_at', { withTimezone: true }).notNull(),
    weekEndAt: timestamp('week_end_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    currentProgress: integer('current_progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('quest_instances_once_idx').on(table.userId, table.questId, table.weekStartDay)],
);

/** A run of a challenge mode. At most one active run per learner and challenge (a partial unique index). */
export const challengeRuns = pgTable(
  'challenge_runs',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    challengeId: text('challenge_id').notNull(),
    status: text('status', { enum: ['active', 'completed', 'expired'] })
      .notNull()
      .default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    targetScore: integer('target_score').notNull(),
    currentScore: integer('current_score').notNull().default(0),
    xpAwarded: integer('xp_awarded').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('challenge_runs_one_active_idx')
      .on(table.userId, table.challengeId)
      .where(sql`${table.status} = 'active'`),
    index('challenge_runs_user_idx').on(table.userId, table.challengeId, table.startedAt),
  ],
);

/** Who plays in which league in a week (UTC weeks: a league's members share one week). */
export const leagueMembers = pgTable(
  'league_members',
  {
    weekStartDay: date('week_start_day').notNull(),
    userId: text('user_id').notNull(),
    leagueId: integer('league_id').notNull(),
    tier: integer('tier').notNull(),
    recentXp: integer('recent_xp').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.weekStartDay, table.userId] }), index('league_members_league_idx').on(table.weekStartDay, table.leagueId)],
);

export type ArenaLedgerRow = typeof arenaLedger.$inferSelect;
export type NewArenaLedgerRow = typeof arenaLedger.$inferInsert;
export type QuestInstanceRow = typeof questInstances.$inferSelect;
export type ChallengeRunRow = typeof challengeRuns.$inferSelect;
export type LeagueMemberRow = typeof leagueMembers.$inferSelect;

/** Events received (identity's user.deleted, learning's activity) and sent (the arena's), with their delivery state. */
export { eventInbox, eventOutbox, eventOutboxDeliveries };

export const schema = {
  aiTools,
  businessImpactMetrics,
  roiCalculations,
  arenaProfiles,
  arenaLedger,
  questInstances,
  challengeRuns,
  leagueMembers,
  eventInbox,
  eventOutbox,
  eventOutboxDeliveries,
};
