import type { CrmDashboardStats } from '@academy/contracts';
import type { CrmRepository } from '../data/crm.repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The CRM dashboard cards: contacts, deals still in the pipeline, revenue from won deals and the
 * activities logged in the last seven days — all for the signed-in owner only.
 */
export async function getDashboardStats(repository: CrmRepository, ownerId: string, now = new Date()): Promise<CrmDashboardStats> {
  const totals = await repository.totalsFor(ownerId, new Date(now.getTime() - WEEK_MS));
  return {
    totalContacts: totals.contacts,
    totalDeals: totals.openDeals,
    totalValue: totals.wonValue,
    activitiesThisWeek: totals.activitiesSince,
  };
}
