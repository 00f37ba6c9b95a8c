import { eq } from 'drizzle-orm';
import type { Transaction } from '@academy/service-kit';
import { businessImpactMetrics, roiCalculations, type schema } from './schema.ts';

export type ToolsTx = Transaction<typeof schema>;

/** Deletes a user's business-impact metrics and ROI calculations, in the caller's transaction. */
export async function deleteToolsDataOf(tx: ToolsTx, userId: string): Promise<void> {
  await tx.delete(businessImpactMetrics).where(eq(businessImpactMetrics.userId, userId));
  await tx.delete(roiCalculations).where(eq(roiCalculations.userId, userId));
}
