import * as z from 'zod/mini';
import { notEmptyPatch } from './common.ts';
import { sliceNames } from './platform.ts';

/** GET /api/crm/dashboard-stats */
export const crmDashboardStatsSchema = z.object({
  totalContacts: z.number().check(z.int(), z.nonnegative()),
  totalDeals: z.number().check(z.int(), z.nonnegative()),
  totalValue: z.number().check(z.int(), z.nonnegative()),
  activitiesThisWeek: z.number().check(z.int(), z.nonnegative()),
});
export type CrmDashboardStats = z.infer<typeof crmDashboardStatsSchema>;

// ── Audit log (/api/admin/audit-log*, administrators only) ───────────────────────────────────

/** GET /api/admin/audit-log and its CSV export: filters by event type, user and date, newest first. */
export const auditLogQuerySchema = z.object({
  eventType: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The user the entry is about or who acted. */
  userId: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** Inclusive, as ISO dates (YYYY-MM-DD, UTC days) or date-times. */
  from: z.optional(z.union([z.iso.date(), z.iso.datetime({ offset: true })])),
  to: z.optional(z.union([z.iso.date(), z.iso.datetime({ offset: true })])),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A person an audit entry names, as they were when it was written (null where the log never learnt it). */
export const auditPersonSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** The event type (`user.deleted`) or, for an administrator's action, `admin.<action>`. */
  eventType: z.string(),
  /** The service that reported it. */
  source: z.string(),
  /** Whom the entry is about. */
  userId: z.nullable(z.string()),
  /** Who did it (the administrator for admin actions, the user for their own events). */
  actorId: z.nullable(z.string()),
  /** The user the entry is about, by name and e-mail. */
  user: z.optional(z.nullable(auditPersonSchema)),
  /** Who did it, by name and e-mail. */
  actor: z.optional(z.nullable(auditPersonSchema)),
  requestId: z.nullable(z.string()),
  outcome: z.enum(['success', 'failure']),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The event's data without personal details such as e-mail addresses (those are in `user` and `actor`). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** Every event type on record, for the filter. */
  eventTypes: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// ── CRM contacts, deals and activities (/api/crm/*, each user's own) ─────────────────────────

export const crmContactStatuses = ['lead', 'prospect', 'customer', 'closed'] as const;
export const crmContactStatusSchema = z.enum(crmContactStatuses);
export const crmDealStages = ['qualification', 'proposal', 'negotiation', 'won', 'lost'] as const;
export const crmDealStageSchema = z.enum(crmDealStages);
export const crmActivityTypes = ['call', 'email', 'meeting', 'note'] as const;
export const crmActivityTypeSchema = z.enum(crmActivityTypes);

const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');

/** POST /api/crm/contacts and PUT /api/crm/contacts/{id}: blank optional fields are empty strings. */
export const crmContactRequestSchema = z.strictObject({
  firstName: z.string().check(z.trim(), z.minLength(1, 'A first name is needed.'), z.maxLength(100)),
  lastName: optionalText(100),
  email: z._default(z.union([z.literal(''), z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(320)))]), ''),
  phone: optionalText(50),
  company: optionalText(200),
  position: optionalText(200),
  status: z._default(crmContactStatusSchema, 'lead'),
  source: optionalText(100),
  notes: optionalText(5000),
  /** Potential value in whole dollars. */
  value: z._default(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)), 0),
});
export type CrmContactRequest = z.input<typeof crmContactRequestSchema>;

export const crmContactSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  position: z.string(),
  status: crmContactStatusSchema,
  source: z.string(),
  notes: z.string(),
  value: z.number().check(z.int()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CrmContact = z.infer<typeof crmContactSchema>;
export const crmContactListSchema = z.array(crmContactSchema);

/** The most contacts one CSV import may add. */
export const CRM_IMPORT_MAX_CONTACTS = 1_000;

/**
 * POST /api/crm/contacts/import: the contacts of an imported file, all added in one transaction or
 * none (one refused row refuses the whole request, each refused field named by its row index).
 */
export const crmContactImportRequestSchema = z.strictObject({
  contacts: z
    .array(crmContactRequestSchema)
    .check(
      z.minLength(1, 'There is no contact to import.'),
      z.maxLength(CRM_IMPORT_MAX_CONTACTS, `At most ${CRM_IMPORT_MAX_CONTACTS.toLocaleString('en-US')} contacts can be imported at once.`),
    ),
});
export type CrmContactImportRequest = z.input<typeof crmContactImportRequestSchema>;
export const crmContactImportResponseSchema = z.object({ imported: z.number().check(z.int(), z.nonnegative()), contacts: crmContactListSchema });
export type CrmContactImportResponse = z.infer<typeof crmContactImportResponseSchema>;

/** GET /api/crm/contacts: the caller's contacts, newest first; search in name, company and e-mail. */
export const crmContactsQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z._default(z.union([z.literal('all'), crmContactStatusSchema]), 'all'),
});

export const crmIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const crmActivityRequestSchema = z.strictObject({
  type: crmActivityTypeSchema,
  summary: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  /** When it happened; now when left out. */
  occurredAt: z.optional(z.iso.datetime({ offset: true })),
});
export type CrmActivityRequest = z.input<typeof crmActivityRequestSchema>;

export const crmActivitySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  contactId: z.number().check(z.int(), z.positive()),
  type: crmActivityTypeSchema,
  summary: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type CrmActivity = z.infer<typeof crmActivitySchema>;

export const crmDealRequestSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'A deal needs a title.'), z.maxLength(200)),
  /** Whole dollars. */
  value: z._default(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)), 0),
  stage: z._default(crmDealStageSchema, 'qualification'),
});
export type CrmDealRequest = z.input<typeof crmDealRequestSchema>;

/** PATCH /api/crm/deals/{id}: move a deal along the pipeline, or rename or revalue it. */
export const crmDealUpdateSchema = z
  .strictObject({
    title: z.optional(z.string().check(z.trim(), z.minLength(1, 'A deal needs a title.'), z.maxLength(200))),
    value: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))),
    stage: z.optional(crmDealStageSchema),
  })
  .check(notEmptyPatch);
export type CrmDealUpdate = z.input<typeof crmDealUpdateSchema>;

export const crmDealSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  contactId: z.number().check(z.int(), z.positive()),
  /** The contact's name, for the pipeline board. */
  contactName: z.string(),
  title: z.string(),
  value: z.number().check(z.int()),
  stage: crmDealStageSchema,
  createdAt: z.iso.datetime({ offset: true }),
  closedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CrmDeal = z.infer<typeof crmDealSchema>;
export const crmDealListSchema = z.array(crmDealSchema);

/** GET /api/crm/contacts/{id}: the contact with its deals and activities (newest first). */
export const crmContactDetailSchema = z.object({
  contact: crmContactSchema,
  deals: crmDealListSchema,
  activities: z.array(crmActivitySchema),
});
export type CrmContactDetail = z.infer<typeof crmContactDetailSchema>;

// ── Errors seen in browsers (POST /api/client-errors; the summary for administrators) ─────────

/** What failed in a browser: an uncaught error, a promise rejected with no handler, or a remote that did not load. */
export const clientErrorKinds = ['error', 'unhandled-rejection', 'remote-load'] as const;
/** Where it happened: the shell, or the remote of a slice. */
export const clientErrorSources = ['shell', ...sliceNames] as const;

/**
 * POST /api/client-errors: one error a browser saw. It names no one: the page is a path without
 * its query, and the service strips e-mail addresses, long numbers and URLs' queries from the
 * message before keeping it. `version` is the release of the source that ran (the URL it was loaded
 * from), so a canary's errors can be told from the live version's.
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(clientErrorKinds),
  source: z.enum(clientErrorSources),
  version: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  page: z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/[^?#]*$/, 'a path on this site, without its query')),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** GET /api/admin/client-errors: the window to count over, in hours (24 unless given). */
export const clientErrorSummaryQuerySchema = z.object({
  hours: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 30)), 24),
});

/** The errors of one source and version in the window, most frequent first. */
export const clientErrorGroupSchema = z.object({
  source: z.enum(clientErrorSources),
  version: z.string(),
  count: z.number().check(z.int(), z.positive()),
  lastSeenAt: z.iso.datetime({ offset: true }),
  /** The most frequent messages (at most 5) with their counts and kinds. */
  topMessages: z.array(z.object({ kind: z.enum(clientErrorKinds), message: z.string(), count: z.number().check(z.int(), z.positive()) })),
});
export const clientErrorSummarySchema = z.object({
  since: z.iso.datetime({ offset: true }),
  groups: z.array(clientErrorGroupSchema),
});
export type ClientErrorSummary = z.infer<typeof clientErrorSummarySchema>;

/** GET /internal/client-errors: the reports received since this time (release health, decision 050). */
export const clientErrorCountsQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });
/** How many reports each source and version sent since `since` (sources and versions with none are left out). */
export const clientErrorCountsSchema = z.object({
  since: z.iso.datetime({ offset: true }),
  counts: z.array(z.object({ source: z.enum(clientErrorSources), version: z.string(), count: z.number().check(z.int(), z.positive()) })),
});
export type ClientErrorCounts = z.infer<typeof clientErrorCountsSchema>;
