import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LearningTx } from './progress.repository.ts';
import { learnerStats, type schema } from './schema.ts';

type Db = NodePgDatabase<typeof schema> & { $client: Pool };

/** Everything GET /api/stats needs about one learner, read in one statement. */
export interface LearnerStatsSnapshot {
  timeZone: string | null;
  onboarding: Record<string, unknown> | null;
  /** Kept by the heartbeats (learner_stats): the sum of every session's whole active minutes. */
  studyMinutes: number;
  /** Completed modules that are still published, with their category (the ROI estimate). */
  completed: Array<{ id: number; category: string }>;
  publishedModules: number;
  /**
   * Whole study minutes per quarter hour since `sessionsSince` (enough for "today" in any time
   * zone), by when their sessions started (learner_quarter_minutes).
   */
  recentQuarters: Array<{ startedAt: Date; minutes: number }>;
  /**
   * One instant per quarter hour with learning activity since `activitySince`. Every time zone's
   * offset is a whole number of quarter hours, so a quarter hour never spans two calendar days
   * anywhere: the streak counted from these is the streak counted from every instant.
   */
  activityInstants: Date[];
  /** Streak freezes bought in the arena, held or used. */
  streakFreezes: Array<{ id: string; purchasedAt: Date; usedOn: string | null }>;
}

interface SnapshotRow extends Record<string, unknown> {
  time_zone: string | null;
  onboarding: Record<string, unknown> | null;
  study_minutes: number | null;
  completed: Array<{ id: number; category: string }>;
  published_modules: number;
  recent_quarters: Array<{ startedAt: string; minutes: number }>;
  activity_instants: string[];
  streak_freezes: Array<{ id: string; purchasedAt: string; usedOn: string | null }>;
}

const dialect = new PgDialect();

export function createStatsRepository(db: Db) {
  return {
    /**
     * Adds newly credited whole minutes of a session to the learner's total and to the quarter
     * hour the session started in, in the caller's transaction. The same statement drops this
     * learner's quarter hours before `quartersReadSince`'s: no stats read reaches them again, so a
     * learner keeps at most a window's worth of rows however long they study with us.
     */
    async addStudyMinutes(tx: LearningTx, userId: string, credit: { minutes: number; sessionStartedAt: Date; quartersReadSince: Date }): Promise<void> {
      const { minutes, sessionStartedAt, quartersReadSince } = credit;
      if (minutes <= 0) return;
      await tx
        .insert(learnerStats)
        .values({ userId, studyMinutes: minutes })
        .onConflictDoUpdate({ target: learnerStats.userId, set: { studyMinutes: sql`${learnerStats.studyMinutes} + ${minutes}`, updatedAt: sql`now()` } });
      await tx.execute(sql`
        with pruned as (
          delete from learner_quarter_minutes
           where user_id = ${userId} and quarter_start < ${quarterHourOf(sql`${quartersReadSince.toISOString()}::timestamptz`)})
        insert into learner_quarter_minutes (user_id, quarter_start, minutes)
        values (${userId}, ${quarterHourOf(sql`${sessionStartedAt.toISOString()}::timestamptz`)}, ${minutes})
        on conflict (user_id, quarter_start) do update set minutes = learner_quarter_minutes.minutes + excluded.minutes`);
    },
    /**
     * One round trip, each part an index lookup on the learner's own rows (primary keys and the
     * (user_id, time) indexes), so its cost follows this learner's history, not the number of
     * learners (docs/decisions/013-stats-cost.md).
     */
    async snapshot(userId: string, window: { sessionsSince: Date; activitySince: Date }, executor: LearningTx | Db = db): Promise<LearnerStatsSnapshot> {
      const query = statsSnapshotQuery(userId, window);
      let row: SnapshotRow | undefined;
      if (executor === db) {
        // A named statement is prepared once per connection: PostgreSQL then plans it once, not on
        // every read (planning it costs about twice what running it does).
        const { sql: text, params } = dialect.sqlToQuery(query);
        row = (await db.$client.query<SnapshotRow>({ name: 'learner-stats-snapshot', text, values: params })).rows[0];
      } else {
        row = (await executor.execute<SnapshotRow>(query)).rows[0];
      }
      if (!row) throw new Error('the stats query returned no row');
      return {
        timeZone: row.time_zone,
        onboarding: row.onboarding,
        studyMinutes: row.study_minutes ?? 0,
        completed: row.completed,
        publishedModules: row.published_modules,
        recentQuarters: row.recent_quarters.map((quarter) => ({ startedAt: new Date(quarter.startedAt), minutes: quarter.minutes })),
        activityInstants: row.activity_instants.map((instant) => new Date(instant)),
        streakFreezes: row.streak_freezes.map((f) => ({ id: f.id, purchasedAt: new Date(f.purchasedAt), usedOn: f.usedOn })),
      };
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;

/**
 * The start of the UTC-aligned quarter hour an instant falls in. Every time zone's offset is a
 * whole number of quarter hours, so one never spans two calendar days anywhere.
 */
function quarterHourOf(instant: SQL): SQL {
  return sql`date_bin('15 minutes', ${instant}, timestamptz '2000-01-01 00:00:00+00')`;
}

/** The stats statement (exported for the EXPLAIN ANALYZE of the stats benchmark). */
export function statsSnapshotQuery(userId: string, window: { sessionsSince: Date; activitySince: Date }) {
  return sql`
    select
      (select time_zone from learner_profiles where user_id = ${userId}) as time_zone,
      (select data from onboarding where user_id = ${userId}) as onboarding,
      (select study_minutes from learner_stats where user_id = ${userId}) as study_minutes,
      (select coalesce(json_agg(json_build_object('id', m.id, 'category', m.category) order by m.id), '[]'::json)
         from progress p join modules m on m.id = p.module_id and m.is_published
        where p.user_id = ${userId} and p.completed) as completed,
      (select count(*)::int from modules where is_published) as published_modules,
      (select coalesce(json_agg(json_build_object('startedAt', q.quarter_start, 'minutes', q.minutes)), '[]'::json)
         from learner_quarter_minutes q
        where q.user_id = ${userId} and q.quarter_start >= ${quarterHourOf(sql`${window.sessionsSince.toISOString()}::timestamptz`)}) as recent_quarters,
      (select coalesce(json_agg(q.first_at order by q.first_at), '[]'::json)
         from (select min(a.occurred_at) as first_at
                 from learning_activity a
                where a.user_id = ${userId} and a.occurred_at >= ${window.activitySince.toISOString()}::timestamptz
                group by ${quarterHourOf(sql`a.occurred_at`)}) q) as activity_instants,
      (select coalesce(json_agg(json_build_object('id', f.id, 'purchasedAt', f.purchased_at, 'usedOn', f.used_on) order by f.purchased_at), '[]'::json)
         from streak_freezes f
        where f.user_id = ${userId}) as streak_freezes`;
}
