import type { CrmDashboardStats } from '@academy/contracts';
import type { CrmRepository } from '../data/crm.repository.ts';

/** A time zone the platform knows, else UTC (the browser sends its own; anything else is ignored). */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone || timeZone.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The CRM dashboard cards: contacts, deals still in the pipeline, revenue from won deals and the
 * activities logged this calendar week (from Monday 00:00 in the user's time zone) — all for the
 * signed-in owner only.
 */
export async function getDashboardStats(repository: CrmRepository, ownerId: string, timeZone?: string, now = new Date()): Promise<CrmDashboardStats> {
  const weekStart = await repository.weekStart(knownTimeZone(timeZone), now);
  const totals = await repository.totalsFor(ownerId, weekStart);
  return {
    totalContacts: totals.contacts,
    totalDeals: totals.openDeals,
    totalValue: totals.wonValue,
    activitiesThisWeek: totals.activitiesSince,
  };
}
