import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { auditLog, auditPeople, type schema } from './schema.ts';

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
export type AuditPerson = Pick<typeof auditPeople.$inferSelect, 'userId' | 'email' | 'firstName' | 'lastName'>;
export type BackofficeTx = Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

export interface AuditLogFilter {
  eventType?: string;
  userId?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.eventType) conditions.push(eq(auditLog.eventType, filter.eventType));
  if (filter.userId) {
    const either = or(eq(auditLog.userId, filter.userId), eq(auditLog.actorId, filter.userId));
    if (either) conditions.push(either);
  }
  if (filter.from) conditions.push(gte(auditLog.occurredAt, filter.from));
  if (filter.before) conditions.push(lte(auditLog.occurredAt, new Date(filter.before.getTime() - 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditLogRepository(db: NodePgDatabase<typeof schema>) {
  return {
    /** Records one entry in the consumer's transaction; a repeat of the same event adds nothing. */
    async record(tx: BackofficeTx, entry: NewAuditLogRow): Promise<void> {
      await tx.insert(auditLog).values(entry).onConflictDoNothing({ target: auditLog.eventId });
    },

    /**
     * Keeps what an event says about a person. Only the fields it gives change (a user.deleted
     * names the e-mail, not the name). A newer event's value wins; an older one (events from two
     * services arrive in either order) only fills what is not known yet, so identity's user.created
     * still names a learner whose later payment, carrying only the e-mail, arrived first.
     */
    async rememberPerson(tx: BackofficeTx, person: Pick<AuditPerson, 'userId'> & Partial<AuditPerson>, at: Date): Promise<void> {
      const columns = { email: auditPeople.email, firstName: auditPeople.firstName, lastName: auditPeople.lastName } as const;
      const given = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => person[key] !== undefined);
      if (given.length === 0) {
        await tx.insert(auditPeople).values({ userId: person.userId, updatedAt: at }).onConflictDoNothing({ target: auditPeople.userId });
        return;
      }
      const values = Object.fromEntries(given.map((key) => [key, person[key]]));
      const merged = Object.fromEntries(
        given.map((key) => [
          key,
          sql`case when ${auditPeople.updatedAt} <= ${at} then excluded.${sql.identifier(columns[key].name)} else coalesce(${columns[key]}, excluded.${sql.identifier(columns[key].name)}) end`,
        ]),
      );
      await tx
        .insert(auditPeople)
        .values({ userId: person.userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: auditPeople.userId, set: { ...merged, updatedAt: sql`greatest(${auditPeople.updatedAt}, ${at})` } });
    },

    /** Entries about or by the person that do not name them yet take their name and e-mail; what an entry already says stays. */
    async fillUnnamed(tx: BackofficeTx, userId: string, known: { name: string | null; email: string | null }): Promise<void> {
      if (known.name === null && known.email === null) return;
      await tx
        .update(auditLog)
        .set({ actorName: sql`coalesce(${auditLog.actorName}, ${known.name})`, actorEmail: sql`coalesce(${auditLog.actorEmail}, ${known.email})` })
        .where(and(eq(auditLog.actorId, userId), or(isNull(auditLog.actorName), isNull(auditLog.actorEmail))));
      await tx
        .update(auditLog)
        .set({ userName: sql`coalesce(${auditLog.userName}, ${known.name})`, userEmail: sql`coalesce(${auditLog.userEmail}, ${known.email})` })
        .where(and(eq(auditLog.userId, userId), or(isNull(auditLog.userName), isNull(auditLog.userEmail))));
    },

    async people(tx: BackofficeTx, userIds: readonly string[]): Promise<AuditPerson[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({ userId: auditPeople.userId, email: auditPeople.email, firstName: auditPeople.firstName, lastName: auditPeople.lastName })
        .from(auditPeople)
        .where(inArray(auditPeople.userId, [...userIds]));
    },

    /** Newest first, one page, with the number of entries matching. */
    async page(filter: AuditLogFilter, limit: number, offset: number): Promise<{ rows: AuditLogRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [matching]] = await Promise.all([
        db.select().from(auditLog).where(where).orderBy(desc(auditLog.occurredAt), desc(auditLog.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: matching?.total ?? 0 };
    },

    async eventTypes(): Promise<string[]> {
      const rows = await db.selectDistinct({ eventType: auditLog.eventType }).from(auditLog).orderBy(auditLog.eventType);
      return rows.map((row) => row.eventType);
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
