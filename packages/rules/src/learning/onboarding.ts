import { onboardingFieldsSchema, type OnboardingData, type OnboardingField, type Option } from '@academy/contracts';
import { RulesError } from './errors.ts';

/*
 * Onboarding: the per-step validation used by the page (Next enabled only when the step is valid),
 * made from the whole-record schema that POST /api/onboarding is parsed with. The option lists,
 * messages and that schema are the request's contract, in @academy/contracts (re-exported here for
 * the page). The page's own texts (toasts, step label, button) live beside it in mfe-learning.
 */
export {
  AI_EXPERIENCE_OPTIONS,
  AI_INTEREST_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  CHALLENGE_OPTIONS,
  CURRENT_TOOL_OPTIONS,
  INDUSTRY_EXPERIENCE_OPTIONS,
  LEARNING_PREFERENCE_OPTIONS,
  MONTHLY_REVENUE_OPTIONS,
  ONBOARDING_MESSAGES,
  PRIMARY_GOAL_OPTIONS,
  TEAM_SIZE_OPTIONS,
  TIME_COMMITMENT_OPTIONS,
  onboardingDataSchema,
} from '@academy/contracts';
export type {
  AiExperience,
  AiInterest,
  BusinessType,
  Challenge,
  CurrentTool,
  IndustryExperience,
  LearningPreference,
  MonthlyRevenue,
  OnboardingData,
  OnboardingField,
  Option,
  PrimaryGoal,
  TeamSize,
  TimeCommitment,
} from '@academy/contracts';

/** The form while it is being filled: any field may be missing or blank. */
export type OnboardingDraft = {
  [K in OnboardingField]?: OnboardingData[K] extends readonly string[] ? readonly string[] : string;
};

export const TOTAL_ONBOARDING_STEPS = 6;

/** Fields on each step, in screen order. */
export const ONBOARDING_STEP_FIELDS: Readonly<Record<number, readonly OnboardingField[]>> = {
  1: ['businessType', 'industryExperience', 'aiExperience'],
  2: ['primaryGoals', 'monthlyRevenue', 'teamSize'],
  3: ['biggestChallenges'],
  4: ['learningPreference', 'timeCommitment'],
  5: ['specificInterests', 'currentTools'],
  6: ['businessDescription', 'businessName', 'firstName', 'lastName', 'email', 'phone'],
};

function fieldsOfStep(step: number): readonly OnboardingField[] {
  const fields = Number.isInteger(step) ? ONBOARDING_STEP_FIELDS[step] : undefined;
  if (!fields) {
    throw new RulesError('LEARNING_INVALID_ONBOARDING_STEP', `Onboarding has steps 1 to 6, not ${step}.`, { step });
  }
  return fields;
}

export interface StepValidation {
  valid: boolean;
  /** The first problem per field. */
  errors: Partial<Record<OnboardingField, string>>;
}

/** Validates one step's fields (the same rules as the whole-record schema). */
export function validateOnboardingStep(step: number, data: OnboardingDraft): StepValidation {
  const fields = fieldsOfStep(step);
  const result = onboardingFieldsSchema(fields).safeParse(data);
  const errors: Partial<Record<OnboardingField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
        const key = field as OnboardingField;
        errors[key] ??= issue.message;
      }
    }
  }
  return { valid: result.success, errors };
}

/** The first step (1..6) that is not valid yet, or null when the whole record is valid. */
export function firstInvalidOnboardingStep(data: OnboardingDraft): number | null {
  for (let step = 1; step <= TOTAL_ONBOARDING_STEPS; step += 1) {
    if (!validateOnboardingStep(step, data).valid) return step;
  }
  return null;
}

/** The label of an option value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
