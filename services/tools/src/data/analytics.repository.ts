import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  businessImpactMetrics,
  roiCalculations,
  type BusinessImpactRow,
  type NewBusinessImpactRow,
  type NewRoiCalculationRow,
  type RoiCalculationRow,
  type schema,
} from './schema.ts';

export type BusinessImpactValues = Omit<NewBusinessImpactRow, 'id' | 'userId' | 'createdAt'>;
export type RoiCalculationValues = Omit<NewRoiCalculationRow, 'id' | 'userId' | 'createdAt'>;

/**
 * A learner's business-impact metrics and ROI calculations. Every read and write is scoped to the
 * owner in the same statement, so another learner's row is never read, changed or deleted.
 */
export function createAnalyticsRepository(db: NodePgDatabase<typeof schema>) {
  return {
    listMetrics(userId: string): Promise<BusinessImpactRow[]> {
      return db
        .select()
        .from(businessImpactMetrics)
        .where(eq(businessImpactMetrics.userId, userId))
        .orderBy(desc(businessImpactMetrics.createdAt), desc(businessImpactMetrics.id));
    },
    async insertMetric(userId: string, values: BusinessImpactValues): Promise<BusinessImpactRow> {
      const [row] = await db
        .insert(businessImpactMetrics)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('the metric was not stored');
      return row;
    },
    async updateMetric(userId: string, id: number, values: BusinessImpactValues): Promise<BusinessImpactRow | null> {
      const [row] = await db
        .update(businessImpactMetrics)
        .set(values)
        .where(and(eq(businessImpactMetrics.id, id), eq(businessImpactMetrics.userId, userId)))
        .returning();
      return row ?? null;
    },
    async deleteMetric(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(businessImpactMetrics)
        .where(and(eq(businessImpactMetrics.id, id), eq(businessImpactMetrics.userId, userId)))
        .returning({ id: businessImpactMetrics.id });
      return rows.length > 0;
    },

    listRoiCalculations(userId: string): Promise<RoiCalculationRow[]> {
      return db.select().from(roiCalculations).where(eq(roiCalculations.userId, userId)).orderBy(desc(roiCalculations.createdAt), desc(roiCalculations.id));
    },
    async insertRoiCalculation(userId: string, values: RoiCalculationValues): Promise<RoiCalculationRow> {
      const [row] = await db
        .insert(roiCalculations)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('the calculation was not stored');
      return row;
    },
    async updateRoiCalculation(userId: string, id: number, values: RoiCalculationValues): Promise<RoiCalculationRow | null> {
      const [row] = await db
        .update(roiCalculations)
        .set(values)
        .where(and(eq(roiCalculations.id, id), eq(roiCalculations.userId, userId)))
        .returning();
      return row ?? null;
    },
    async deleteRoiCalculation(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(roiCalculations)
        .where(and(eq(roiCalculations.id, id), eq(roiCalculations.userId, userId)))
        .returning({ id: roiCalculations.id });
      return rows.length > 0;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
