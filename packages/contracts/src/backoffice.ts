import { z } from 'zod';

/** GET /api/crm/dashboard-stats */
export const crmDashboardStatsSchema = z.object({
  totalContacts: z.number().int().nonnegative(),
  totalDeals: z.number().int().nonnegative(),
  totalValue: z.number().int().nonnegative(),
  activitiesThisWeek: z.number().int().nonnegative(),
});
export type CrmDashboardStats = z.infer<typeof crmDashboardStatsSchema>;

// ── Audit log (/api/admin/audit-log*, administrators only) ───────────────────────────────────

/** GET /api/admin/audit-log and its CSV export: filters by event type, user and date, newest first. */
export const auditLogQuerySchema = z.object({
  eventType: z.string().trim().max(100).optional(),
  /** The user the entry is about or who acted. */
  userId: z.string().trim().max(200).optional(),
  /** Inclusive, as ISO dates (YYYY-MM-DD, UTC days) or date-times. */
  from: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  to: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The event type (`user.deleted`) or, for an administrator's action, `admin.<action>`. */
  eventType: z.string(),
  /** The service that reported it. */
  source: z.string(),
  /** Whom the entry is about. */
  userId: z.string().nullable(),
  /** Who did it (the administrator for admin actions, the user for their own events). */
  actorId: z.string().nullable(),
  requestId: z.string().nullable(),
  outcome: z.enum(['success', 'failure']),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The event's data without personal details such as e-mail addresses. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every event type on record, for the filter. */
  eventTypes: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
