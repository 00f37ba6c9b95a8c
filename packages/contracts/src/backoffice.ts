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

// ── CRM contacts, deals and activities (/api/crm/*, each user's own) ─────────────────────────

export const crmContactStatuses = ['lead', 'prospect', 'customer', 'closed'] as const;
export const crmContactStatusSchema = z.enum(crmContactStatuses);
export const crmDealStages = ['qualification', 'proposal', 'negotiation', 'won', 'lost'] as const;
export const crmDealStageSchema = z.enum(crmDealStages);
export const crmActivityTypes = ['call', 'email', 'meeting', 'note'] as const;
export const crmActivityTypeSchema = z.enum(crmActivityTypes);

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** POST /api/crm/contacts and PUT /api/crm/contacts/{id}: blank optional fields are empty strings. */
export const crmContactRequestSchema = z
  .object({
    firstName: z.string().trim().min(1, 'A first name is needed.').max(100),
    lastName: optionalText(100),
    email: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email().max(320))]).default(''),
    phone: optionalText(50),
    company: optionalText(200),
    position: optionalText(200),
    status: crmContactStatusSchema.default('lead'),
    source: optionalText(100),
    notes: optionalText(5000),
    /** Potential value in whole dollars. */
    value: z.number().int().min(0).max(1_000_000_000).default(0),
  })
  .strict();
export type CrmContactRequest = z.input<typeof crmContactRequestSchema>;

export const crmContactSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  position: z.string(),
  status: crmContactStatusSchema,
  source: z.string(),
  notes: z.string(),
  value: z.number().int(),
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
export const crmContactImportRequestSchema = z
  .object({
    contacts: z
      .array(crmContactRequestSchema)
      .min(1, 'There is no contact to import.')
      .max(CRM_IMPORT_MAX_CONTACTS, `At most ${CRM_IMPORT_MAX_CONTACTS.toLocaleString('en-US')} contacts can be imported at once.`),
  })
  .strict();
export type CrmContactImportRequest = z.input<typeof crmContactImportRequestSchema>;
export const crmContactImportResponseSchema = z.object({ imported: z.number().int().nonnegative(), contacts: crmContactListSchema });
export type CrmContactImportResponse = z.infer<typeof crmContactImportResponseSchema>;

/** GET /api/crm/contacts: the caller's contacts, newest first; search in name, company and e-mail. */
export const crmContactsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.union([z.literal('all'), crmContactStatusSchema]).default('all'),
});

export const crmIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const crmActivityRequestSchema = z
  .object({
    type: crmActivityTypeSchema,
    summary: z.string().trim().max(2000).default(''),
    /** When it happened; now when left out. */
    occurredAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type CrmActivityRequest = z.input<typeof crmActivityRequestSchema>;

export const crmActivitySchema = z.object({
  id: z.number().int().positive(),
  contactId: z.number().int().positive(),
  type: crmActivityTypeSchema,
  summary: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type CrmActivity = z.infer<typeof crmActivitySchema>;

export const crmDealRequestSchema = z
  .object({
    title: z.string().trim().min(1, 'A deal needs a title.').max(200),
    /** Whole dollars. */
    value: z.number().int().min(0).max(1_000_000_000).default(0),
    stage: crmDealStageSchema.default('qualification'),
  })
  .strict();
export type CrmDealRequest = z.input<typeof crmDealRequestSchema>;

/** PATCH /api/crm/deals/{id}: move a deal along the pipeline, or rename or revalue it. */
export const crmDealUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'A deal needs a title.').max(200).optional(),
    value: z.number().int().min(0).max(1_000_000_000).optional(),
    stage: crmDealStageSchema.optional(),
  })
  .strict();
export type CrmDealUpdate = z.input<typeof crmDealUpdateSchema>;

export const crmDealSchema = z.object({
  id: z.number().int().positive(),
  contactId: z.number().int().positive(),
  /** The contact's name, for the pipeline board. */
  contactName: z.string(),
  title: z.string(),
  value: z.number().int(),
  stage: crmDealStageSchema,
  createdAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
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
