import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { eventInbox } from '@academy/service-kit/event-tables';

export const aiTools = pgTable('ai_tools', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull().default('primary'),
  isExternal: boolean('is_external').notNull(),
  url: text('url'),
  /** Where an internal tool opens in the academy; null for an external tool. */
  path: text('path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type AiToolRow = typeof aiTools.$inferSelect;
export type NewAiToolRow = typeof aiTools.$inferInsert;

/** A learner's business-impact metric; `improvement_percentage` is computed by the service. */
export const businessImpactMetrics = pgTable(
  'business_impact_metrics',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    metricType: text('metric_type').notNull(),
    baselineValue: doublePrecision('baseline_value'),
    currentValue: doublePrecision('current_value').notNull(),
    improvementPercentage: doublePrecision('improvement_percentage').notNull(),
    attributedModules: integer('attributed_modules').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_impact_metrics_user_idx').on(table.userId, table.createdAt)],
);

/** A learner's ROI calculation; `roi_percentage` is computed by the service. */
export const roiCalculations = pgTable(
  'roi_calculations',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    investmentAmount: doublePrecision('investment_amount').notNull(),
    timeInvested: integer('time_invested').notNull(),
    projectedReturn: doublePrecision('projected_return').notNull(),
    actualReturn: doublePrecision('actual_return'),
    roiPercentage: doublePrecision('roi_percentage').notNull(),
    calculationMethod: text('calculation_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roi_calculations_user_idx').on(table.userId, table.createdAt)],
);

export type BusinessImpactRow = typeof businessImpactMetrics.$inferSelect;
export type NewBusinessImpactRow = typeof businessImpactMetrics.$inferInsert;
export type RoiCalculationRow = typeof roiCalculations.$inferSelect;
export type NewRoiCalculationRow = typeof roiCalculations.$inferInsert;

/** Events received (identity's user.deleted), so a repeat delivery changes nothing. */
export { eventInbox };

export const schema = { aiTools, businessImpactMetrics, roiCalculations, eventInbox };
