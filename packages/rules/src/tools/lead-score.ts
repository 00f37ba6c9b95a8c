import { type Checked } from './validation.ts';

/*
 * Lead Score Calculator (learner spec, section 9): the points of seven factors, summed, rounded
 * and capped at 100. Engagement is a 0-100 slider in steps of 5 worth up to 15 points
 * (engagement × 0.15). Bands: 80+ Hot / High / green, 60-79 Warm / Medium / yellow, below 60
 * Cold / Low / red. Conversion likelihood by the score as a percent: 80+ Very High, 60+ Medium,
 * otherwise Low.
 */

export const COMPANY_SIZE_POINTS = { startup: 10, small: 15, medium: 20, large: 18, enterprise: 16 } as const;
export const LEAD_INDUSTRY_POINTS = { technology: 15, ecommerce: 14, finance: 13, healthcare: 12, manufacturing: 11, education: 10, other: 8 } as const;
export const JOB_LEVEL_POINTS = { ceo: 20, cto: 18, director: 16, manager: 14, specialist: 10, other: 8 } as const;
export const BUDGET_POINTS = { under_10k: 5, '10k_50k': 10, '50k_100k': 13, '100k_500k': 15, over_500k: 15 } as const;
export const TIMELINE_POINTS = { immediate: 10, '1_month': 8, '3_months': 6, '6_months': 4, no_timeline: 2 } as const;
export const PAIN_POINT_POINTS = { critical: 5, important: 4, moderate: 3, minor: 2, none: 1 } as const;
export const ENGAGEMENT_MAX_POINTS = 15;
export const ENGAGEMENT_STEP = 5;
export const DEFAULT_ENGAGEMENT = 50;
export const MAX_LEAD_SCORE = 100;

export type CompanySize = keyof typeof COMPANY_SIZE_POINTS;
export type LeadIndustry = keyof typeof LEAD_INDUSTRY_POINTS;
export type JobLevel = keyof typeof JOB_LEVEL_POINTS;
export type Budget = keyof typeof BUDGET_POINTS;
export type Timeline = keyof typeof TIMELINE_POINTS;
export type PainPoint = keyof typeof PAIN_POINT_POINTS;

export interface LeadInput {
  companySize: CompanySize;
  industry: LeadIndustry;
  jobLevel: JobLevel;
  engagement: number;
  budget: Budget;
  timeline: Timeline;
  painPoint: PainPoint;
}

export type LeadBand = 'Hot' | 'Warm' | 'Cold';
export type LeadPriority = 'High' | 'Medium' | 'Low';
export type LeadColour = 'green' | 'yellow' | 'red';
export type ConversionLikelihood = 'Very High' | 'Medium' | 'Low';

export interface LeadFactorPoints {
  factor: string;
  points: number;
  max: number;
}

export interface LeadScoreResult {
  score: number;
  band: LeadBand;
  priority: LeadPriority;
  colour: LeadColour;
  likelihood: ConversionLikelihood;
  factors: LeadFactorPoints[];
  steps: string[];
}

export function engagementPoints(engagement: number): number {
  return (engagement * ENGAGEMENT_MAX_POINTS) / 100;
}

export function leadBand(score: number): { band: LeadBand; priority: LeadPriority; colour: LeadColour } {
  if (score >= 80) return { band: 'Hot', priority: 'High', colour: 'green' };
  if (score >= 60) return { band: 'Warm', priority: 'Medium', colour: 'yellow' };
  return { band: 'Cold', priority: 'Low', colour: 'red' };
}

export function conversionLikelihood(percent: number): ConversionLikelihood {
  if (percent >= 80) return 'Very High';
  if (percent >= 60) return 'Medium';
  return 'Low';
}

export function scoreLead(input: LeadInput): LeadScoreResult {
  const factors: LeadFactorPoints[] = [
    { factor: 'Company size', points: COMPANY_SIZE_POINTS[input.companySize], max: 20 },
    { factor: 'Industry', points: LEAD_INDUSTRY_POINTS[input.industry], max: 15 },
    { factor: 'Job level', points: JOB_LEVEL_POINTS[input.jobLevel], max: 20 },
    { factor: 'Engagement', points: engagementPoints(input.engagement), max: ENGAGEMENT_MAX_POINTS },
    { factor: 'Budget', points: BUDGET_POINTS[input.budget], max: 15 },
    { factor: 'Timeline', points: TIMELINE_POINTS[input.timeline], max: 10 },
    { factor: 'Pain point', points: PAIN_POINT_POINTS[input.painPoint], max: 5 },
  ];
  const sum = factors.reduce((total, f) => total + f.points, 0);
  const score = Math.min(MAX_LEAD_SCORE, Math.round(sum));
  const { band, priority, colour } = leadBand(score);
  const likelihood = conversionLikelihood(score);
  return {
    score,
    band,
    priority,
    colour,
    likelihood,
    factors,
    steps: [
      `Points: ${factors.map((f) => `${f.factor.toLowerCase()} ${f.points}`).join(' + ')} = ${sum}.`,
      `Engagement ${input.engagement} of 100 is worth ${input.engagement} × 0.15 = ${engagementPoints(input.engagement)} of 15 points.`,
      `Score = ${sum} rounded${Math.round(sum) > MAX_LEAD_SCORE ? ', capped at 100' : ''} = ${score}.`,
      `${score} is ${score >= 80 ? '80 or more' : score >= 60 ? 'from 60 to 79' : 'below 60'}: a ${band} lead, ${priority} priority, conversion likelihood ${likelihood}.`,
    ],
  };
}

export type LeadField = keyof LeadInput;
export type LeadForm = Record<LeadField, string>;

function pick<T extends Record<string, number>>(table: T, value: string): keyof T | null {
  return Object.hasOwn(table, value) ? (value as keyof T) : null;
}

/** Every factor must be chosen; engagement is 0-100 in steps of 5. */
export function checkLeadForm(form: LeadForm): Checked<LeadField, LeadInput> {
  const errors: Partial<Record<LeadField, string>> = {};
  const companySize = pick(COMPANY_SIZE_POINTS, form.companySize);
  const industry = pick(LEAD_INDUSTRY_POINTS, form.industry);
  const jobLevel = pick(JOB_LEVEL_POINTS, form.jobLevel);
  const budget = pick(BUDGET_POINTS, form.budget);
  const timeline = pick(TIMELINE_POINTS, form.timeline);
  const painPoint = pick(PAIN_POINT_POINTS, form.painPoint);
  const engagement = form.engagement.trim() === '' ? DEFAULT_ENGAGEMENT : Number(form.engagement);
  if (!companySize) errors.companySize = 'Choose the company size.';
  if (!industry) errors.industry = 'Choose the industry.';
  if (!jobLevel) errors.jobLevel = 'Choose the job level.';
  if (!Number.isInteger(engagement) || engagement < 0 || engagement > 100 || engagement % ENGAGEMENT_STEP !== 0) {
    errors.engagement = 'Engagement is a number from 0 to 100 in steps of 5.';
  }
  if (!budget) errors.budget = 'Choose the budget.';
  if (!timeline) errors.timeline = 'Choose the timeline.';
  if (!painPoint) errors.painPoint = 'Choose how pressing the pain point is.';
  if (!companySize || !industry || !jobLevel || !budget || !timeline || !painPoint || errors.engagement) return { ok: false, errors };
  return { ok: true, value: { companySize, industry, jobLevel, engagement, budget, timeline, painPoint } };
}
