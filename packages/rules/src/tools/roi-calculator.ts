import { formatMoney, formatPercent, parseNumber, roundTo, type Checked } from './validation.ts';

/*
 * ROI Calculator Pro (learner spec, section 9):
 *   total return   = investment × industry multiplier × tool multiplier × team factor
 *   monthly return = total return / months
 *   ROI %          = (total return − investment) / investment × 100
 *   payback months = round(investment / monthly return)
 *   net profit     = total return − investment
 */

export const ROI_TIME_FRAMES = [6, 12, 18, 24, 36] as const;
export type RoiTimeFrame = (typeof ROI_TIME_FRAMES)[number];
export const DEFAULT_ROI_TIME_FRAME: RoiTimeFrame = 12;

export const INDUSTRY_MULTIPLIERS = {
  ecommerce: 3.2,
  saas: 4.1,
  manufacturing: 2.8,
  healthcare: 2.5,
  finance: 3.8,
  marketing: 3.5,
  consulting: 2.9,
} as const;
export const DEFAULT_INDUSTRY_MULTIPLIER = 2.5;

export const TOOL_MULTIPLIERS = {
  automation: 3,
  analytics: 2.5,
  customer_service: 2.8,
  content_creation: 2.3,
  predictive: 3.5,
  optimization: 2.7,
} as const;
export const DEFAULT_TOOL_MULTIPLIER = 2.5;

/** The team-size choices encode these head counts. */
export const TEAM_SIZE_VALUES = [5, 25, 100, 300] as const;

export function industryMultiplier(industry: string): number {
  return Object.hasOwn(INDUSTRY_MULTIPLIERS, industry) ? INDUSTRY_MULTIPLIERS[industry as keyof typeof INDUSTRY_MULTIPLIERS] : DEFAULT_INDUSTRY_MULTIPLIER;
}

export function toolMultiplier(toolType: string): number {
  return Object.hasOwn(TOOL_MULTIPLIERS, toolType) ? TOOL_MULTIPLIERS[toolType as keyof typeof TOOL_MULTIPLIERS] : DEFAULT_TOOL_MULTIPLIER;
}

/** Above 50 people 1.3, above 10 people 1.2, otherwise 1. */
export function teamFactor(teamSize: number): number {
  if (teamSize > 50) return 1.3;
  if (teamSize > 10) return 1.2;
  return 1;
}

export interface RoiInput {
  investment: number;
  industry: string;
  toolType: string;
  teamSize: number;
  months: number;
}

export interface RoiResult {
  totalReturn: number;
  monthlyReturn: number;
  roiPercentage: number;
  paybackMonths: number;
  netProfit: number;
  industryMultiplier: number;
  toolMultiplier: number;
  teamFactor: number;
  /** How it was computed, one plain sentence per step. */
  steps: string[];
}

export function calculateRoi(input: RoiInput): RoiResult {
  const industry = industryMultiplier(input.industry);
  const tool = toolMultiplier(input.toolType);
  const team = teamFactor(input.teamSize);
  const totalReturn = input.investment * industry * tool * team;
  const monthlyReturn = totalReturn / input.months;
  const netProfit = totalReturn - input.investment;
  const roiPercentage = (netProfit / input.investment) * 100;
  const paybackMonths = Math.round(input.investment / monthlyReturn);
  return {
    totalReturn,
    monthlyReturn,
    roiPercentage,
    paybackMonths,
    netProfit,
    industryMultiplier: industry,
    toolMultiplier: tool,
    teamFactor: team,
    steps: [
      `Total return = investment ${formatMoney(input.investment)} × industry multiplier ${industry} × tool multiplier ${tool} × team factor ${team} (team of ${input.teamSize}) = ${formatMoney(totalReturn)}.`,
      `Monthly return = ${formatMoney(totalReturn)} ÷ ${input.months} months = ${formatMoney(monthlyReturn)}.`,
      `Net profit = ${formatMoney(totalReturn)} − ${formatMoney(input.investment)} = ${formatMoney(netProfit)}.`,
      `ROI = net profit ÷ investment × 100 = ${formatPercent(roiPercentage, 1)}.`,
      `Payback = ${formatMoney(input.investment)} ÷ ${formatMoney(monthlyReturn)} a month = ${roundTo(input.investment / monthlyReturn, 2)}, rounded to ${paybackMonths} ${paybackMonths === 1 ? 'month' : 'months'}.`,
    ],
  };
}

export type RoiField = 'investment' | 'industry' | 'toolType' | 'teamSize' | 'months';

/** The form as text (as it sits in the URL). Empty strings mean "not chosen". */
export interface RoiForm {
  investment: string;
  industry: string;
  toolType: string;
  teamSize: string;
  months: string;
}

/** Section 5: proceeds only if the investment is non-zero and the industry and tool type are chosen. */
export function checkRoiForm(form: RoiForm): Checked<RoiField, RoiInput> {
  const errors: Partial<Record<RoiField, string>> = {};
  const investment = parseNumber(form.investment);
  if (investment === null || investment === 0) errors.investment = 'Enter the amount you plan to invest (more than $0).';
  else if (investment < 0) errors.investment = 'The investment cannot be negative.';
  if (!form.industry) errors.industry = 'Choose your industry.';
  if (!form.toolType) errors.toolType = 'Choose the type of AI tool.';
  const teamSize = parseNumber(form.teamSize);
  if (teamSize === null || !TEAM_SIZE_VALUES.includes(teamSize as (typeof TEAM_SIZE_VALUES)[number])) errors.teamSize = 'Choose your team size.';
  const months = parseNumber(form.months);
  if (months === null || !ROI_TIME_FRAMES.includes(months as RoiTimeFrame)) errors.months = 'Choose a time frame of 6, 12, 18, 24 or 36 months.';
  if (Object.keys(errors).length > 0 || investment === null || teamSize === null || months === null) return { ok: false, errors };
  return { ok: true, value: { investment, industry: form.industry, toolType: form.toolType, teamSize, months } };
}
