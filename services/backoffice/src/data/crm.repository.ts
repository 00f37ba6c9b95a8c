import { and, count, eq, gte, notInArray, sum } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { crmActivities, crmContacts, crmDeals, type schema } from './schema.ts';

export interface CrmTotals {
  contacts: number;
  openDeals: number;
  wonValue: number;
  activitiesSince: number;
}

export function createCrmRepository(db: NodePgDatabase<typeof schema>) {
  return {
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
