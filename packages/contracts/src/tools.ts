import * as z from 'zod/mini';

export const toolIcons = ['calculator', 'chart-line', 'users', 'robot', 'bar-chart', 'zap', 'search', 'image', 'edit', 'code', 'palette', 'brain'] as const;
export const toolColors = ['success', 'secondary', 'warning', 'accent', 'primary'] as const;

/**
 * The academy's own tool pages (routes of the tools remote). An internal catalogue entry
 * (`isExternal: false`) names one of them as its `path`: the catalogue loader refuses any other, and
 * the Tools page and the dashboard open an internal tool at its `path`.
 */
export const internalToolPaths = ['/roi-calculator', '/ab-test-optimizer', '/lead-score-calculator', '/clv-predictor', '/conversion-analyzer'] as const;
export type InternalToolPath = (typeof internalToolPaths)[number];

export function isInternalToolPath(path: string): path is InternalToolPath {
  return (internalToolPaths as readonly string[]).includes(path);
}

export const aiToolSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  color: z.string(),
  isExternal: z.boolean(),
  url: z.nullable(z.string()),
  /** Where an internal tool opens in the academy (one of `internalToolPaths`); null for an external tool. */
  path: z.nullable(z.string()),
});
export type AiTool = z.infer<typeof aiToolSchema>;

/** GET /api/ai-tools */
export const aiToolsResponseSchema = z.array(aiToolSchema);

/** Business-impact metrics (the Analytics dashboard's Business Impact tab). */
export const metricTypes = ['revenue', 'conversion_rate', 'customer_acquisition_cost', 'lifetime_value', 'efficiency'] as const;
export type MetricType = (typeof metricTypes)[number];

/** How an ROI calculation was reached (the ROI Tracking tab; learning_time by default). */
export const roiCalculationMethods = ['learning_time', 'revenue_impact', 'cost_savings', 'efficiency_gains'] as const;
export type RoiCalculationMethod = (typeof roiCalculationMethods)[number];

/** An amount a business owner would type: finite, within ±1 trillion. */
const amountSchema = z.number().check(z.gte(-1e12), z.lte(1e12));
const nonNegativeAmountSchema = z.number().check(z.gte(0), z.lte(1e12));

/**
 * POST /api/business-impact and PUT /api/business-impact/{id}. `improvementPercentage` is computed
 * by the service from the two values; a value sent by the client is ignored.
 */
export const businessImpactInputSchema = z.object({
  metricType: z.enum(metricTypes),
  baselineValue: z._default(z.nullable(amountSchema), null),
  currentValue: amountSchema,
  /** Module ids the improvement is attributed to. */
  attributedModules: z._default(z.array(z.number().check(z.int(), z.positive(), z.lte(1_000_000))).check(z.maxLength(50)), []),
});
export type BusinessImpactInput = z.input<typeof businessImpactInputSchema>;

export const businessImpactMetricSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  metricType: z.enum(metricTypes),
  baselineValue: z.nullable(z.number()),
  currentValue: z.number(),
  /** (current − baseline) / |baseline| × 100, 2 decimals; 0 without a baseline. */
  improvementPercentage: z.number(),
  attributedModules: z.array(z.number().check(z.int())),
  createdAt: z.iso.datetime(),
});
export type BusinessImpactMetric = z.infer<typeof businessImpactMetricSchema>;
/** GET /api/business-impact: the caller's metrics, newest first. */
export const businessImpactListResponseSchema = z.array(businessImpactMetricSchema);

/**
 * POST /api/roi-calculations and PUT /api/roi-calculations/{id}. `roiPercentage` is computed by
 * the service; a value sent by the client is ignored.
 */
export const roiCalculationInputSchema = z.object({
  investmentAmount: nonNegativeAmountSchema,
  /** Hours. */
  timeInvested: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  projectedReturn: nonNegativeAmountSchema,
  actualReturn: z._default(z.nullable(nonNegativeAmountSchema), null),
  calculationMethod: z._default(z.enum(roiCalculationMethods), 'learning_time'),
});
export type RoiCalculationInput = z.input<typeof roiCalculationInputSchema>;

export const roiCalculationSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  investmentAmount: z.number(),
  timeInvested: z.number().check(z.int()),
  projectedReturn: z.number(),
  actualReturn: z.nullable(z.number()),
  /** (projected − investment) / investment × 100, 2 decimals; 0 without an investment. */
  roiPercentage: z.number(),
  calculationMethod: z.enum(roiCalculationMethods),
  createdAt: z.iso.datetime(),
});
export type RoiCalculation = z.infer<typeof roiCalculationSchema>;
/** GET /api/roi-calculations: the caller's calculations, newest first. */
export const roiCalculationListResponseSchema = z.array(roiCalculationSchema);
