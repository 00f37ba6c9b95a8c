import { and, count, desc, eq, gte, ilike, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { crmActivities, crmContacts, crmDeals, type schema } from './schema.ts';

export interface CrmTotals {
  contacts: number;
  openDeals: number;
  wonValue: number;
  activitiesSince: number;
}

export type ContactRow = typeof crmContacts.$inferSelect;
export type ContactFields = Omit<typeof crmContacts.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>;
export type DealRow = typeof crmDeals.$inferSelect & { contactName: string };
export type ActivityRow = typeof crmActivities.$inferSelect;

const dealColumns = {
  id: crmDeals.id,
  ownerId: crmDeals.ownerId,
  contactId: crmDeals.contactId,
  title: crmDeals.title,
  value: crmDeals.value,
  stage: crmDeals.stage,
  createdAt: crmDeals.createdAt,
  closedAt: crmDeals.closedAt,
  contactName: sql<string>`trim(${crmContacts.firstName} || ' ' || ${crmContacts.lastName})`,
};

/** Every read and write names the owner: another user's rows are never found. */
/** Contacts per INSERT of an import: 13 parameters each, far below PostgreSQL's 65,535. */
const IMPORT_BATCH = 500;

export function createCrmRepository(db: NodePgDatabase<typeof schema>) {
  const ownContact = (ownerId: string, id: number) => and(eq(crmContacts.ownerId, ownerId), eq(crmContacts.id, id));
  const ownDeal = (ownerId: string, id: number) => and(eq(crmDeals.ownerId, ownerId), eq(crmDeals.id, id));

  async function dealById(ownerId: string, id: number): Promise<DealRow | undefined> {
    const [row] = await db.select(dealColumns).from(crmDeals).innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId)).where(ownDeal(ownerId, id));
    return row;
  }

  return {
    async listContacts(ownerId: string, filter: { search?: string; status: string }): Promise<ContactRow[]> {
      const conditions: SQL[] = [eq(crmContacts.ownerId, ownerId)];
      if (filter.status !== 'all') conditions.push(eq(crmContacts.status, filter.status as ContactRow['status']));
      if (filter.search) {
        const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const name = sql`(${crmContacts.firstName} || ' ' || ${crmContacts.lastName}) ilike ${pattern}`;
        const any = or(name, ilike(crmContacts.email, pattern), ilike(crmContacts.company, pattern));
        if (any) conditions.push(any);
      }
      return db
        .select()
        .from(crmContacts)
        .where(and(...conditions))
        .orderBy(desc(crmContacts.createdAt), desc(crmContacts.id));
    },

    async findContact(ownerId: string, id: number): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(crmContacts).where(ownContact(ownerId, id));
      return row;
    },

    async createContact(ownerId: string, fields: ContactFields): Promise<ContactRow> {
      const [row] = await db
        .insert(crmContacts)
        .values({ ...fields, ownerId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Adds every contact of an import in one transaction: a fault on any row leaves none of them
     * (the rows are inserted in batches, so a large file stays within PostgreSQL's parameter limit).
     */
    async createContacts(ownerId: string, all: readonly ContactFields[]): Promise<ContactRow[]> {
      return db.transaction(async (tx) => {
        const created: ContactRow[] = [];
        for (let start = 0; start < all.length; start += IMPORT_BATCH) {
          const batch = all.slice(start, start + IMPORT_BATCH).map((fields) => ({ ...fields, ownerId }));
          created.push(...(await tx.insert(crmContacts).values(batch).returning()));
        }
        return created;
      });
    },

    async updateContact(ownerId: string, id: number, fields: ContactFields): Promise<ContactRow | undefined> {
      const [row] = await db
        .update(crmContacts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(ownContact(ownerId, id))
        .returning();
      return row;
    },

    /** The contact, its deals and its activities go together or not at all. */
    async deleteContact(ownerId: string, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [contact] = await tx.select({ id: crmContacts.id }).from(crmContacts).where(ownContact(ownerId, id)).for('update');
        if (!contact) return false;
        await tx.delete(crmActivities).where(and(eq(crmActivities.ownerId, ownerId), eq(crmActivities.contactId, id)));
        await tx.delete(crmDeals).where(and(eq(crmDeals.ownerId, ownerId), eq(crmDeals.contactId, id)));
        await tx.delete(crmContacts).where(ownContact(ownerId, id));
        return true;
      });
    },

    async dealsOfContact(ownerId: string, contactId: number): Promise<DealRow[]> {
      return db
        .select(dealColumns)
        .from(crmDeals)
        .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
        .where(and(eq(crmDeals.ownerId, ownerId), eq(crmDeals.contactId, contactId)))
        .orderBy(desc(crmDeals.createdAt), desc(crmDeals.id));
    },

    async listDeals(ownerId: string): Promise<DealRow[]> {
      return db
        .select(dealColumns)
        .from(crmDeals)
        .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
        .where(eq(crmDeals.ownerId, ownerId))
        .orderBy(desc(crmDeals.createdAt), desc(crmDeals.id));
    },

    dealById,

    async createDeal(ownerId: string, contactId: number, fields: { title: string; value: number; stage: DealRow['stage'] }): Promise<DealRow> {
      const closed = fields.stage === 'won' || fields.stage === 'lost';
      const [row] = await db
        .insert(crmDeals)
        .values({ ...fields, ownerId, contactId, closedAt: closed ? new Date() : null })
        .returning({ id: crmDeals.id });
      const deal = row && (await dealById(ownerId, row.id));
      if (!deal) throw new Error('insert returned no row');
      return deal;
    },

    /** A deal reaching won or lost is stamped closed; moved back into the pipeline, it is open again. */
    async updateDeal(ownerId: string, id: number, fields: Partial<{ title: string; value: number; stage: DealRow['stage'] }>): Promise<DealRow | undefined> {
      const closedAt =
        fields.stage === undefined ? {} : { closedAt: fields.stage === 'won' || fields.stage === 'lost' ? sql`coalesce(${crmDeals.closedAt}, now())` : null };
      const updated = await db
        .update(crmDeals)
        .set({ ...fields, ...closedAt })
        .where(ownDeal(ownerId, id))
        .returning({ id: crmDeals.id });
      return updated.length > 0 ? dealById(ownerId, id) : undefined;
    },

    async deleteDeal(ownerId: string, id: number): Promise<boolean> {
      const deleted = await db.delete(crmDeals).where(ownDeal(ownerId, id)).returning({ id: crmDeals.id });
      return deleted.length > 0;
    },

    async activitiesOfContact(ownerId: string, contactId: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(crmActivities)
        .where(and(eq(crmActivities.ownerId, ownerId), eq(crmActivities.contactId, contactId)))
        .orderBy(desc(crmActivities.occurredAt), desc(crmActivities.id));
    },

    async createActivity(ownerId: string, contactId: number, fields: { type: ActivityRow['type']; summary: string; occurredAt: Date }): Promise<ActivityRow> {
      const [row] = await db
        .insert(crmActivities)
        .values({ ...fields, ownerId, contactId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The start of `now`'s calendar week (Monday 00:00) in the time zone, as PostgreSQL's zone data has it. */
    async weekStart(timeZone: string, now: Date): Promise<Date> {
      const { rows } = await db.execute<{ start: number }>(
        sql`select extract(epoch from date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})::float8 as start`,
      );
      const start = rows[0]?.start;
      if (start === undefined) throw new Error('no week start');
      return new Date(Number(start) * 1000);
    },

    /** The owner's figures, read in one consistent snapshot. */
    async totalsFor(ownerId: string, activitiesSince: Date): Promise<CrmTotals> {
      return db.transaction(
        async (tx) => {
          const [contacts] = await tx.select({ n: count() }).from(crmContacts).where(eq(crmContacts.ownerId, ownerId));
          const [openDeals] = await tx
            .select({ n: count() })
            .from(crmDeals)
            .where(and(eq(crmDeals.ownerId, ownerId), notInArray(crmDeals.stage, ['won', 'lost'])));
          const [won] = await tx
            .select({ total: sum(crmDeals.value).mapWith(Number) })
            .from(crmDeals)
            .where(and(eq(crmDeals.ownerId, ownerId), eq(crmDeals.stage, 'won')));
          const [activities] = await tx
            .select({ n: count() })
            .from(crmActivities)
            .where(and(eq(crmActivities.ownerId, ownerId), gte(crmActivities.occurredAt, activitiesSince)));
          return {
            contacts: contacts?.n ?? 0,
            openDeals: openDeals?.n ?? 0,
            wonValue: won?.total ?? 0,
            activitiesSince: activities?.n ?? 0,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type CrmRepository = ReturnType<typeof createCrmRepository>;

/** Removes everything a user owns in the CRM (their contacts take their deals and activities with them). */
export async function deleteCrmDataOf(tx: Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0], ownerId: string): Promise<void> {
  await tx.delete(crmActivities).where(eq(crmActivities.ownerId, ownerId));
  await tx.delete(crmDeals).where(eq(crmDeals.ownerId, ownerId));
  await tx.delete(crmContacts).where(eq(crmContacts.ownerId, ownerId));
}
