import { describe, expect, it } from 'vitest';
import {
  AI_EXPERIENCE_OPTIONS,
  AI_INTEREST_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  CHALLENGE_OPTIONS,
  CURRENT_TOOL_OPTIONS,
  INDUSTRY_EXPERIENCE_OPTIONS,
  LEARNING_PREFERENCE_OPTIONS,
  MONTHLY_REVENUE_OPTIONS,
  PRIMARY_GOAL_OPTIONS,
  RulesError,
  TEAM_SIZE_OPTIONS,
  TIME_COMMITMENT_OPTIONS,
  TOTAL_ONBOARDING_STEPS,
  firstInvalidOnboardingStep,
  onboardingDataSchema,
  optionLabel,
  validateOnboardingStep,
} from '../../src/learning/index.ts';
import type { OnboardingDraft, Option } from '../../src/learning/index.ts';

const complete: OnboardingDraft = {
  businessType: 'small_business',
  industryExperience: 'experienced',
  aiExperience: 'basic',
  primaryGoals: ['increase_revenue', 'automate_tasks'],
  monthlyRevenue: '10k-50k',
  teamSize: '2-5',
  biggestChallenges: ['lead_generation'],
  learningPreference: 'hands_on',
  timeCommitment: '3-5_hours',
  specificInterests: ['customer_acquisition'],
  currentTools: ['chatgpt'],
  businessDescription: 'A family bakery selling online and in two shops.',
  businessName: 'Crumb & Co',
  firstName: 'Maya',
  lastName: 'Lopez',
  email: 'maya@crumb.example',
};

const valuesOf = (options: readonly Option[]): string[] => options.map((o) => o.value);

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof RulesError ? error.code : 'NOT_A_RULES_ERROR';
  }
  return undefined;
}

describe('option lists', () => {
  it('have exactly the spec values, in order', () => {
    expect(valuesOf(BUSINESS_TYPE_OPTIONS)).toEqual(['startup', 'small_business', 'enterprise', 'freelancer', 'agency', 'ecommerce', 'saas']);
    expect(valuesOf(INDUSTRY_EXPERIENCE_OPTIONS)).toEqual(['beginner', 'intermediate', 'experienced', 'expert']);
    expect(valuesOf(AI_EXPERIENCE_OPTIONS)).toEqual(['none', 'basic', 'intermediate', 'advanced']);
    expect(valuesOf(MONTHLY_REVENUE_OPTIONS)).toEqual(['0-10k', '10k-50k', '50k-100k', '100k-500k', '500k-1m', '1m+']);
    expect(valuesOf(TEAM_SIZE_OPTIONS)).toEqual(['solo', '2-5', '6-20', '21-50', '51-200', '200+']);
    expect(valuesOf(LEARNING_PREFERENCE_OPTIONS)).toEqual(['hands_on', 'structured', 'case_studies', 'quick_wins']);
    expect(valuesOf(TIME_COMMITMENT_OPTIONS)).toEqual(['1-2_hours', '3-5_hours', '6-10_hours', '10+_hours']);
  });

  it('label the experience bands with their years', () => {
    expect(INDUSTRY_EXPERIENCE_OPTIONS.map((o) => o.label)).toEqual([
      'Beginner (<1 year)',
      'Intermediate (1-5 years)',
      'Experienced (5-10 years)',
      'Expert (10+ years)',
    ]);
  });

  it.each([
    ['primary goals', PRIMARY_GOAL_OPTIONS, 8],
    ['biggest challenges', CHALLENGE_OPTIONS, 12],
    ['AI interests', AI_INTEREST_OPTIONS, 12],
    ['current tools', CURRENT_TOOL_OPTIONS, 12],
  ] as const)('the %s checklist has %i distinct items with labels', (_name, options, count) => {
    expect(options).toHaveLength(count);
    expect(new Set(valuesOf(options)).size).toBe(count);
    expect(new Set(options.map((o) => o.label)).size).toBe(count);
    for (const o of options) expect(o.label.trim().length).toBeGreaterThan(2);
  });

  it('optionLabel finds a label and falls back to the value', () => {
    expect(optionLabel(TEAM_SIZE_OPTIONS, 'solo')).toBe('Just me');
    expect(optionLabel(TEAM_SIZE_OPTIONS, 'unknown')).toBe('unknown');
  });
});

describe('validateOnboardingStep', () => {
  it.each([1, 2, 3, 4, 5, 6])('step %i of a complete record is valid', (step) => {
    expect(validateOnboardingStep(step, complete)).toEqual({ valid: true, errors: {} });
  });

  it('step 1 needs businessType, industryExperience and aiExperience', () => {
    const result = validateOnboardingStep(1, {});
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(['aiExperience', 'businessType', 'industryExperience']);
    expect(result.errors.businessType).toBe('Select your business type');
    for (const field of ['businessType', 'industryExperience', 'aiExperience'] as const) {
      expect(validateOnboardingStep(1, { ...complete, [field]: undefined }).errors).toHaveProperty(field);
      expect(validateOnboardingStep(1, { ...complete, [field]: '' }).valid).toBe(false);
    }
  });

  it('step 1 refuses a value that is not in the list', () => {
    expect(validateOnboardingStep(1, { ...complete, businessType: 'nonprofit' }).errors).toEqual({
      businessType: 'Select your business type',
    });
  });

  it('step 2 needs at least one goal, monthlyRevenue and teamSize', () => {
    expect(Object.keys(validateOnboardingStep(2, {}).errors).sort()).toEqual(['monthlyRevenue', 'primaryGoals', 'teamSize']);
    expect(validateOnboardingStep(2, { ...complete, primaryGoals: [] }).errors).toEqual({ primaryGoals: 'Choose at least one goal' });
    expect(validateOnboardingStep(2, { ...complete, monthlyRevenue: undefined }).errors).toHaveProperty('monthlyRevenue');
    expect(validateOnboardingStep(2, { ...complete, teamSize: undefined }).errors).toHaveProperty('teamSize');
    expect(validateOnboardingStep(2, { ...complete, primaryGoals: ['increase_revenue'] }).valid).toBe(true);
  });

  it('step 2 refuses an unknown goal and a goal chosen twice', () => {
    expect(validateOnboardingStep(2, { ...complete, primaryGoals: ['get_rich'] }).valid).toBe(false);
    expect(validateOnboardingStep(2, { ...complete, primaryGoals: ['reduce_costs', 'reduce_costs'] }).valid).toBe(false);
  });

  it('step 3 needs at least one challenge', () => {
    expect(validateOnboardingStep(3, { ...complete, biggestChallenges: [] }).errors).toEqual({
      biggestChallenges: 'Choose at least one challenge',
    });
    expect(validateOnboardingStep(3, { biggestChallenges: ['time_constraints'] }).valid).toBe(true);
  });

  it('step 4 needs learningPreference and timeCommitment', () => {
    expect(Object.keys(validateOnboardingStep(4, {}).errors).sort()).toEqual(['learningPreference', 'timeCommitment']);
    expect(validateOnboardingStep(4, { learningPreference: 'structured', timeCommitment: '1-2_hours' }).valid).toBe(true);
  });

  it('step 5 needs at least one interest; tools are optional', () => {
    expect(validateOnboardingStep(5, { specificInterests: [] }).errors).toEqual({
      specificInterests: 'Choose at least one interest',
    });
    expect(validateOnboardingStep(5, { specificInterests: ['lead_scoring'] }).valid).toBe(true);
    expect(validateOnboardingStep(5, { specificInterests: ['lead_scoring'], currentTools: [] }).valid).toBe(true);
    expect(validateOnboardingStep(5, { specificInterests: ['lead_scoring'], currentTools: ['abacus'] }).valid).toBe(false);
  });

  it('step 6 needs non-blank description, business name, first and last name', () => {
    for (const field of ['businessDescription', 'businessName', 'firstName', 'lastName'] as const) {
      const blank = validateOnboardingStep(6, { ...complete, [field]: '   ' });
      expect(blank.valid).toBe(false);
      expect(Object.keys(blank.errors)).toEqual([field]);
    }
  });

  it("step 6 needs a non-blank email that contains '@'", () => {
    expect(validateOnboardingStep(6, { ...complete, email: '' }).errors).toEqual({ email: 'Enter your email address' });
    expect(validateOnboardingStep(6, { ...complete, email: 'maya.crumb.example' }).errors).toEqual({
      email: "Enter an email address that contains '@'",
    });
    expect(validateOnboardingStep(6, { ...complete, email: 'maya@crumb' }).valid).toBe(true);
  });

  it('step 6 accepts a missing or empty phone', () => {
    expect(validateOnboardingStep(6, { ...complete, phone: undefined }).valid).toBe(true);
    expect(validateOnboardingStep(6, { ...complete, phone: '' }).valid).toBe(true);
    expect(validateOnboardingStep(6, { ...complete, phone: '+1 555 0100' }).valid).toBe(true);
  });

  it('a step only reports its own fields', () => {
    expect(validateOnboardingStep(3, { biggestChallenges: ['standing_out'] })).toEqual({ valid: true, errors: {} });
  });

  it.each([0, 7, 2.5])('step %s throws LEARNING_INVALID_ONBOARDING_STEP', (step) => {
    expect(codeOf(() => validateOnboardingStep(step, complete))).toBe('LEARNING_INVALID_ONBOARDING_STEP');
  });
});

describe('firstInvalidOnboardingStep', () => {
  it('is null for a complete record and names the first gap otherwise', () => {
    expect(firstInvalidOnboardingStep(complete)).toBeNull();
    expect(firstInvalidOnboardingStep({ ...complete, learningPreference: undefined })).toBe(4);
    expect(firstInvalidOnboardingStep({})).toBe(1);
  });
});

describe('onboardingDataSchema', () => {
  it('parses a complete record, trimming text and dropping an empty phone', () => {
    const parsed = onboardingDataSchema.parse({ ...complete, firstName: '  Maya ', phone: '  ' });
    expect(parsed.firstName).toBe('Maya');
    expect(parsed.phone).toBeUndefined();
    expect(parsed.currentTools).toEqual(['chatgpt']);
  });

  it('defaults missing tools to none', () => {
    const { currentTools: _omitted, ...withoutTools } = complete;
    expect(onboardingDataSchema.parse(withoutTools).currentTools).toEqual([]);
  });

  it('refuses a record with a missing required field, naming the field', () => {
    const result = onboardingDataSchema.safeParse({ ...complete, teamSize: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['teamSize']);
  });
});

describe('step progress', () => {
  it('has 6 steps', () => {
    expect(TOTAL_ONBOARDING_STEPS).toBe(6);
  });
});
