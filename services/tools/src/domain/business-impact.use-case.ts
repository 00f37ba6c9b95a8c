import type { BusinessImpactMetric, businessImpactInputSchema } from '@academy/contracts';
import { improvementPercentage } from '@academy/rules/tools';
import { AppError } from '@academy/service-kit';
import type { z } from 'zod';
import type { AnalyticsRepository, BusinessImpactValues } from '../data/analytics.repository.ts';
import type { BusinessImpactRow } from '../data/schema.ts';

type Input = z.output<typeof businessImpactInputSchema>;

function toMetric(row: BusinessImpactRow): BusinessImpactMetric {
  return {
    id: row.id,
    metricType: row.metricType as BusinessImpactMetric['metricType'],
    baselineValue: row.baselineValue,
    currentValue: row.currentValue,
    improvementPercentage: row.improvementPercentage,
    attributedModules: row.attributedModules,
    createdAt: row.createdAt.toISOString(),
  };
}

// The percentage is always the service's own: what a client sends for it never reaches here.
function values(input: Input): BusinessImpactValues {
  return {
    metricType: input.metricType,
    baselineValue: input.baselineValue,
    currentValue: input.currentValue,
    improvementPercentage: improvementPercentage(input.baselineValue, input.currentValue),
    attributedModules: [...new Set(input.attributedModules)],
  };
}

const notFound = () => new AppError('TOOLS_METRIC_NOT_FOUND', 'You have no business-impact metric with that id.');

export async function listMetrics(repository: AnalyticsRepository, userId: string): Promise<BusinessImpactMetric[]> {
  return (await repository.listMetrics(userId)).map(toMetric);
}

export async function addMetric(repository: AnalyticsRepository, userId: string, input: Input): Promise<BusinessImpactMetric> {
  return toMetric(await repository.insertMetric(userId, values(input)));
}

export async function replaceMetric(repository: AnalyticsRepository, userId: string, id: number, input: Input): Promise<BusinessImpactMetric> {
  const row = await repository.updateMetric(userId, id, values(input));
  if (!row) throw notFound();
  return toMetric(row);
}

export async function deleteMetric(repository: AnalyticsRepository, userId: string, id: number): Promise<void> {
  if (!(await repository.deleteMetric(userId, id))) throw notFound();
}
