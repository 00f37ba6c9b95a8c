import type { RoiCalculation, roiCalculationInputSchema } from '@academy/contracts';
import { roiPercentage } from '@academy/rules/tools';
import { AppError } from '@academy/service-kit';
import type { z } from 'zod';
import type { AnalyticsRepository, RoiCalculationValues } from '../data/analytics.repository.ts';
import type { RoiCalculationRow } from '../data/schema.ts';

type Input = z.output<typeof roiCalculationInputSchema>;

function toCalculation(row: RoiCalculationRow): RoiCalculation {
  return {
    id: row.id,
    investmentAmount: row.investmentAmount,
    timeInvested: row.timeInvested,
    projectedReturn: row.projectedReturn,
    actualReturn: row.actualReturn,
    roiPercentage: row.roiPercentage,
    calculationMethod: row.calculationMethod as RoiCalculation['calculationMethod'],
    createdAt: row.createdAt.toISOString(),
  };
}

// The percentage is always the service's own: what a client sends for it never reaches here.
function values(input: Input): RoiCalculationValues {
  return { ...input, roiPercentage: roiPercentage(input.investmentAmount, input.projectedReturn) };
}

const notFound = () => new AppError('TOOLS_ROI_CALCULATION_NOT_FOUND', 'You have no ROI calculation with that id.');

export async function listRoiCalculations(repository: AnalyticsRepository, userId: string): Promise<RoiCalculation[]> {
  return (await repository.listRoiCalculations(userId)).map(toCalculation);
}

export async function addRoiCalculation(repository: AnalyticsRepository, userId: string, input: Input): Promise<RoiCalculation> {
  return toCalculation(await repository.insertRoiCalculation(userId, values(input)));
}

export async function replaceRoiCalculation(repository: AnalyticsRepository, userId: string, id: number, input: Input): Promise<RoiCalculation> {
  const row = await repository.updateRoiCalculation(userId, id, values(input));
  if (!row) throw notFound();
  return toCalculation(row);
}

export async function deleteRoiCalculation(repository: AnalyticsRepository, userId: string, id: number): Promise<void> {
  if (!(await repository.deleteRoiCalculation(userId, id))) throw notFound();
}
