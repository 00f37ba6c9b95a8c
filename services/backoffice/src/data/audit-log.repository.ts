import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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
     * names the e-mail, not the name), and an older event never overwrites a newer one.
     */
    async rememberPerson(tx: BackofficeTx, person: Pick<AuditPerson, 'userId'> & Partial<AuditPerson>, at: Date): Promise<void> {
      const given = Object.fromEntries(
        Object.entries({ email: person.email, firstName: person.firstName, lastName: person.lastName }).filter(([, value]) => value !== undefined),
      );
      await tx
        .insert(auditPeople)
        .values({ userId: person.userId, ...given, updatedAt: at })
        .onConflictDoUpdate({ target: auditPeople.userId, set: { ...given, updatedAt: at }, setWhere: sql`${auditPeople.updatedAt} <= ${at}` });
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
