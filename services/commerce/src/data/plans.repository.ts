import { asc, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { subscriptionPlans, type NewPlanRow, type PlanRow, type schema } from './schema.ts';

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
