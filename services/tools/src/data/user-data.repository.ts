import { eq } from 'drizzle-orm';
import type { Transaction } from '@academy/service-kit';
import { arenaLedger, arenaProfiles, businessImpactMetrics, challengeRuns, leagueMembers, questInstances, roiCalculations, type schema } from './schema.ts';

export type ToolsTx = Transaction<typeof schema>;

/** Deletes a user's business-impact metrics, ROI calculations and everything of theirs in the arena, in the caller's transaction. */
export async function deleteToolsDataOf(tx: ToolsTx, userId: string): Promise<void> {
  await tx.delete(businessImpactMetrics).where(eq(businessImpactMetrics.userId, userId));
  await tx.delete(roiCalculations).where(eq(roiCalculations.userId, userId));
  for (const table of [arenaLedger, arenaProfiles, questInstances, challengeRuns, leagueMembers]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
}
