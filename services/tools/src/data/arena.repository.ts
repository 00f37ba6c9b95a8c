import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { streakFreezeSaleKey } from '@academy/rules/tools';
import { userDeletionReceived } from '@academy/service-kit';
import {
  arenaLedger,
  arenaProfiles,
  challengeRuns,
  leagueMembers,
  questInstances,
  type ArenaLedgerRow,
  type ChallengeRunRow,
  type LeagueMemberRow,
  type NewArenaLedgerRow,
  type QuestInstanceRow,
  type schema,
} from './schema.ts';
import type { ToolsTx } from './user-data.repository.ts';

/** A connection or a transaction: reads work on either. */
export type ToolsExecutor = NodePgDatabase<typeof schema> | ToolsTx;

export interface ArenaProfile {
  userId: string;
  timeZone: string;
  leagueOptedOut: boolean;
}

export interface LedgerEntry {
  kind: string;
  quantity: number;
  occurredAt: Date;
}

export interface LeagueSummary {
  leagueId: number;
  tier: number;
  size: number;
  meanRecentXp: number;
}

export interface WeeklyStanding {
  userId: string;
  weeklyXp: number;
  reachedAt: Date | null;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * The Challenge arena's tables. Every statement names the learner it is about; nothing here
 * decides a rule (the use cases and @academy/rules/tools do).
 */
export function createArenaRepository(db: NodePgDatabase<typeof schema>) {
  return {
    db,

    // Profiles
    /** Creates the learner's profile if missing and keeps the given zone; answers the profile. */
    async ensureProfile(ex: ToolsExecutor, userId: string, timeZone?: string): Promise<ArenaProfile> {
      const [created] = await ex
        .insert(arenaProfiles)
        .values({ userId, ...(timeZone ? { timeZone } : {}) })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      if (timeZone) {
        const [updated] = await ex
          .update(arenaProfiles)
          .set({ timeZone })
          .where(and(eq(arenaProfiles.userId, userId), ne(arenaProfiles.timeZone, timeZone)))
          .returning();
        if (updated) return updated;
      }
      const [row] = await ex.select().from(arenaProfiles).where(eq(arenaProfiles.userId, userId));
      return row!;
    },
    /** Locks the learner's profile row until the transaction ends: their purchases apply one at a time. */
    async lockProfile(tx: ToolsTx, userId: string): Promise<ArenaProfile> {
      const [row] = await tx.select().from(arenaProfiles).where(eq(arenaProfiles.userId, userId)).for('update');
      return row!;
    },
    async setLeagueOptOut(ex: ToolsExecutor, userId: string, optedOut: boolean): Promise<void> {
      await ex.update(arenaProfiles).set({ leagueOptedOut: optedOut }).where(eq(arenaProfiles.userId, userId));
    },

    /** Whether identity's user.deleted for this user has been received (its inbox row names the user as subject). */
    wasDeleted(ex: ToolsExecutor, userId: string): Promise<boolean> {
      return userDeletionReceived(ex, userId);
    },

    // Ledger
    /** Stores the awards not stored before (by the learner's source key); answers the new rows only. */
    async insertLedgerRows(tx: ToolsTx, rows: NewArenaLedgerRow[]): Promise<ArenaLedgerRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(arenaLedger)
        .values(rows)
        .onConflictDoNothing({ target: [arenaLedger.userId, arenaLedger.sourceKey] })
        .returning();
    },
    async totals(ex: ToolsExecutor, userId: string): Promise<{ xp: number; gems: number }> {
      const [row] = await ex
        .select({ xp: sql<string>`coalesce(sum(${arenaLedger.xp}), 0)`, gems: sql<string>`coalesce(sum(${arenaLedger.gems}), 0)` })
        .from(arenaLedger)
        .where(eq(arenaLedger.userId, userId));
      return { xp: num(row?.xp), gems: num(row?.gems) };
    },
    async xpBetween(ex: ToolsExecutor, userId: string, from: Date, until: Date): Promise<number> {
      const [row] = await ex
        .select({ xp: sql<string>`coalesce(sum(${arenaLedger.xp}), 0)` })
        .from(arenaLedger)
        .where(and(eq(arenaLedger.userId, userId), gte(arenaLedger.occurredAt, from), lt(arenaLedger.occurredAt, until)));
      return num(row?.xp);
    },
    /** The learner's activity rows (not rewards or purchases) from an instant on. */
    activitySince(ex: ToolsExecutor, userId: string, kinds: readonly string[], from: Date): Promise<LedgerEntry[]> {
      if (kinds.length === 0) return Promise.resolve([]);
      return ex
        .select({ kind: arenaLedger.kind, quantity: arenaLedger.quantity, occurredAt: arenaLedger.occurredAt })
        .from(arenaLedger)
        .where(and(eq(arenaLedger.userId, userId), inArray(arenaLedger.kind, [...kinds]), gte(arenaLedger.occurredAt, from)));
    },

    // Quests
    questInstancesOfWeek(ex: ToolsExecutor, userId: string, weekStartDay: string): Promise<QuestInstanceRow[]> {
      return ex
        .select()
        .from(questInstances)
        .where(and(eq(questInstances.userId, userId), eq(questInstances.weekStartDay, weekStartDay)));
    },
    /** Joins a quest; null when the learner had joined it this week already (the row is not touched). */
    async insertQuestInstance(tx: ToolsTx, values: typeof questInstances.$inferInsert): Promise<QuestInstanceRow | null> {
      const [row] = await tx
        .insert(questInstances)
        .values(values)
        .onConflictDoNothing({ target: [questInstances.userId, questInstances.questId, questInstances.weekStartDay] })
        .returning();
      return row ?? null;
    },
    questInstance(ex: ToolsExecutor, userId: string, questId: string, weekStartDay: string): Promise<QuestInstanceRow | undefined> {
      return ex
        .select()
        .from(questInstances)
        .where(and(eq(questInstances.userId, userId), eq(questInstances.questId, questId), eq(questInstances.weekStartDay, weekStartDay)))
        .then((rows) => rows[0]);
    },
    /** Quests the learner joined at or before `at` that were still open then, locked for this transaction. */
    openQuestInstancesAt(tx: ToolsTx, userId: string, at: Date): Promise<QuestInstanceRow[]> {
      return tx
        .select()
        .from(questInstances)
        .where(
          and(
            eq(questInstances.userId, userId),
            isNull(questInstances.completedAt),
            lte(questInstances.joinedAt, at),
            sql`${questInstances.weekEndAt} > ${at}`,
          ),
        )
        .orderBy(asc(questInstances.id))
        .for('update');
    },
    async setQuestProgress(tx: ToolsTx, id: number, progress: number): Promise<void> {
      await tx.update(questInstances).set({ currentProgress: progress }).where(eq(questInstances.id, id));
    },
    /** Marks a quest completed; false when it already was (it pays once). */
    async completeQuest(tx: ToolsTx, id: number, at: Date, progress: number): Promise<boolean> {
      const rows = await tx
        .update(questInstances)
        .set({ completedAt: at, currentProgress: progress })
        .where(and(eq(questInstances.id, id), isNull(questInstances.completedAt)))
        .returning({ id: questInstances.id });
      return rows.length > 0;
    },
    async activeQuestCount(ex: ToolsExecutor, userId: string, weekStartDay: string): Promise<number> {
      const [row] = await ex
        .select({ n: sql<string>`count(*)` })
        .from(questInstances)
        .where(and(eq(questInstances.userId, userId), eq(questInstances.weekStartDay, weekStartDay), isNull(questInstances.completedAt)));
      return num(row?.n);
    },

    // Challenges
    /** Each challenge's latest run of the learner. */
    async latestRuns(ex: ToolsExecutor, userId: string): Promise<ChallengeRunRow[]> {
      return ex
        .selectDistinctOn([challengeRuns.challengeId])
        .from(challengeRuns)
        .where(eq(challengeRuns.userId, userId))
        .orderBy(challengeRuns.challengeId, desc(challengeRuns.startedAt), desc(challengeRuns.id));
    },
    /** Ends, unpaid, the learner's active runs whose time is up (of one challenge, or of all). */
    async expireRuns(tx: ToolsTx, userId: string, now: Date, challengeId?: string): Promise<void> {
      await tx
        .update(challengeRuns)
        .set({ status: 'expired' })
        .where(
          and(
            eq(challengeRuns.userId, userId),
            eq(challengeRuns.status, 'active'),
            lte(challengeRuns.expiresAt, now),
            ...(challengeId ? [eq(challengeRuns.challengeId, challengeId)] : []),
          ),
        );
    },
    /** Starts a run; null when one is already active (the partial unique index decides, even under concurrent starts). */
    async insertRun(tx: ToolsTx, values: typeof challengeRuns.$inferInsert): Promise<ChallengeRunRow | null> {
      const [row] = await tx.insert(challengeRuns).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    activeRun(ex: ToolsExecutor, userId: string, challengeId: string): Promise<ChallengeRunRow | undefined> {
      return ex
        .select()
        .from(challengeRuns)
        .where(and(eq(challengeRuns.userId, userId), eq(challengeRuns.challengeId, challengeId), eq(challengeRuns.status, 'active')))
        .then((rows) => rows[0]);
    },
    /** Active runs that had started by `at`, locked for this transaction. */
    activeRunsAt(tx: ToolsTx, userId: string, at: Date): Promise<ChallengeRunRow[]> {
      return tx
        .select()
        .from(challengeRuns)
        .where(and(eq(challengeRuns.userId, userId), eq(challengeRuns.status, 'active'), lte(challengeRuns.startedAt, at)))
        .orderBy(asc(challengeRuns.id))
        .for('update');
    },
    async setRunScore(tx: ToolsTx, id: number, score: number): Promise<void> {
      await tx.update(challengeRuns).set({ currentScore: score }).where(eq(challengeRuns.id, id));
    },
    /** Marks an active run completed; false when it no longer was active (it pays once). */
    async completeRun(tx: ToolsTx, id: number, at: Date, score: number, xpAwarded: number): Promise<boolean> {
      const rows = await tx
        .update(challengeRuns)
        .set({ status: 'completed', completedAt: at, currentScore: score, xpAwarded })
        .where(and(eq(challengeRuns.id, id), eq(challengeRuns.status, 'active')))
        .returning({ id: challengeRuns.id });
      return rows.length > 0;
    },
    async activeChallengeCount(ex: ToolsExecutor, userId: string, now: Date): Promise<number> {
      const [row] = await ex
        .select({ n: sql<string>`count(*)` })
        .from(challengeRuns)
        .where(and(eq(challengeRuns.userId, userId), eq(challengeRuns.status, 'active'), sql`${challengeRuns.expiresAt} > ${now}`));
      return num(row?.n);
    },

    // Streak freezes (the learning slice holds them; here only their sale and a declined one's refund, in the ledger)
    /** The gems a freeze's sale took from the learner (its `streak-freeze:<id>` row); 0 when no such sale is recorded. */
    async freezeSaleGems(ex: ToolsExecutor, userId: string, freezeId: string): Promise<number> {
      const [row] = await ex
        .select({ gems: arenaLedger.gems })
        .from(arenaLedger)
        .where(and(eq(arenaLedger.userId, userId), eq(arenaLedger.sourceKey, streakFreezeSaleKey(freezeId))));
      return row ? -row.gems : 0;
    },

    // Leagues
    membership(ex: ToolsExecutor, weekStartDay: string, userId: string): Promise<LeagueMemberRow | undefined> {
      return ex
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.weekStartDay, weekStartDay), eq(leagueMembers.userId, userId)))
        .then((rows) => rows[0]);
    },
    /** Serialises the grouping of one week's leagues (a transaction-scoped advisory lock). */
    async lockLeagueWeek(tx: ToolsTx, weekStartDay: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`league-week:${weekStartDay}`}))`);
    },
    async leagueSummaries(ex: ToolsExecutor, weekStartDay: string): Promise<LeagueSummary[]> {
      const rows = await ex
        .select({
          leagueId: leagueMembers.leagueId,
          tier: sql<number>`min(${leagueMembers.tier})`,
          size: sql<string>`count(*)`,
          meanRecentXp: sql<string>`avg(${leagueMembers.recentXp})`,
        })
        .from(leagueMembers)
        .where(eq(leagueMembers.weekStartDay, weekStartDay))
        .groupBy(leagueMembers.leagueId)
        .orderBy(asc(leagueMembers.leagueId));
      return rows.map((row) => ({ leagueId: row.leagueId, tier: num(row.tier), size: num(row.size), meanRecentXp: num(row.meanRecentXp) }));
    },
    async insertMembers(tx: ToolsTx, rows: (typeof leagueMembers.$inferInsert)[]): Promise<void> {
      if (rows.length) await tx.insert(leagueMembers).values(rows).onConflictDoNothing();
    },
    async deleteMembership(ex: ToolsExecutor, weekStartDay: string, userId: string): Promise<void> {
      await ex.delete(leagueMembers).where(and(eq(leagueMembers.weekStartDay, weekStartDay), eq(leagueMembers.userId, userId)));
    },
    membersOfWeek(ex: ToolsExecutor, weekStartDay: string): Promise<LeagueMemberRow[]> {
      return ex.select().from(leagueMembers).where(eq(leagueMembers.weekStartDay, weekStartDay));
    },
    leagueMembers(ex: ToolsExecutor, weekStartDay: string, leagueId: number): Promise<LeagueMemberRow[]> {
      return ex
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.weekStartDay, weekStartDay), eq(leagueMembers.leagueId, leagueId)));
    },
    /** The learner's latest league place before a week. */
    latestMembershipBefore(ex: ToolsExecutor, userId: string, weekStartDay: string): Promise<LeagueMemberRow | undefined> {
      return ex
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.userId, userId), lt(leagueMembers.weekStartDay, weekStartDay)))
        .orderBy(desc(leagueMembers.weekStartDay))
        .limit(1)
        .then((rows) => rows[0]);
    },
    /** Learners who play in the leagues: an arena profile and not opted out. */
    async leaguePlayers(ex: ToolsExecutor): Promise<string[]> {
      const rows = await ex.select({ userId: arenaProfiles.userId }).from(arenaProfiles).where(eq(arenaProfiles.leagueOptedOut, false));
      return rows.map((row) => row.userId);
    },
    /** XP each of these learners earned in [from, until), and when their last XP of it came. */
    async standings(ex: ToolsExecutor, userIds: readonly string[], from: Date, until: Date): Promise<WeeklyStanding[]> {
      if (userIds.length === 0) return [];
      const rows = await ex
        .select({
          userId: arenaLedger.userId,
          weeklyXp: sql<string>`coalesce(sum(${arenaLedger.xp}), 0)`,
          reachedAt: sql<Date | string | null>`max(${arenaLedger.occurredAt}) filter (where ${arenaLedger.xp} > 0)`,
        })
        .from(arenaLedger)
        .where(and(inArray(arenaLedger.userId, [...userIds]), gte(arenaLedger.occurredAt, from), lt(arenaLedger.occurredAt, until)))
        .groupBy(arenaLedger.userId);
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      return userIds.map((userId) => {
        const row = byUser.get(userId);
        return { userId, weeklyXp: num(row?.weeklyXp), reachedAt: row?.reachedAt ? new Date(row.reachedAt) : null };
      });
    },
  };
}
export type ArenaRepository = ReturnType<typeof createArenaRepository>;
