import { asc, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { subscriptionPlans, type NewPlanRow, type PlanRow, type schema } from './schema.ts';
import type { CommerceTx } from './transaction.ts';

export function createPlansRepository(db: NodePgDatabase<typeof schema>) {
  return {
    /** Active plans, the popular offer first, then by creation. */
    listActive(): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(desc(subscriptionPlans.isPopular), asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id));
    },
    listAll(): Promise<PlanRow[]> {
      return db.select().from(subscriptionPlans).orderBy(desc(subscriptionPlans.isPopular), asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id));
    },
    /** Creates a plan in the caller's transaction; answers undefined when the id is taken. */
    async create(tx: CommerceTx, row: NewPlanRow): Promise<PlanRow | undefined> {
      const [created] = await tx.insert(subscriptionPlans).values(row).onConflictDoNothing({ target: subscriptionPlans.id }).returning();
      return created;
    },
    async update(tx: CommerceTx, id: string, values: Omit<NewPlanRow, 'id' | 'createdAt'>): Promise<PlanRow | undefined> {
      const [updated] = await tx.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning();
      return updated;
    },
    async remove(tx: CommerceTx, id: string): Promise<boolean> {
      const removed = await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
      return removed.length > 0;
    },
    async byId(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },
    /** Creates the plans that do not exist yet; never overwrites an administrator's edits. */
    async seedMissing(rows: NewPlanRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(subscriptionPlans).values(rows).onConflictDoNothing({ target: subscriptionPlans.id });
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
