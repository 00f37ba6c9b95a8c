import * as z from 'zod/mini';

/*
 * Onboarding's contract: the six steps' option lists (values and labels), the messages and the
 * whole-record schema POST /api/onboarding is parsed with. The one schema of an onboarding: the
 * page validates each step with its fields (validateOnboardingStep in @academy/rules/learning) and
 * the service parses the request with all of them. The labels stay with the values: the service
 * writes the revenue and team-size labels into the ROI explanation, and the messages are the
 * service's 400 details.
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function values<const V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  const list = options.map((o) => o.value);
  const [head, ...rest] = list;
  if (head === undefined) throw new Error('An option list cannot be empty.');
  return [head, ...rest];
}

export const BUSINESS_TYPE_OPTIONS = [
  { value: 'startup', label: 'Startup' },
  { value: 'small_business', label: 'Small Business' },
  { value: 'enterprise', label: 'Enterprise' },
  { value: 'freelancer', label: 'Freelancer' },
  { value: 'agency', label: 'Agency' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'saas', label: 'SaaS' },
] as const satisfies readonly Option[];

export const INDUSTRY_EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner (<1 year)' },
  { value: 'intermediate', label: 'Intermediate (1-5 years)' },
  { value: 'experienced', label: 'Experienced (5-10 years)' },
  { value: 'expert', label: 'Expert (10+ years)' },
] as const satisfies readonly Option[];

export const AI_EXPERIENCE_OPTIONS = [
  { value: 'none', label: 'None: new to AI' },
  { value: 'basic', label: 'Basic: tried tools like ChatGPT' },
  { value: 'intermediate', label: 'Intermediate: use AI regularly at work' },
  { value: 'advanced', label: 'Advanced: AI is built into my processes' },
] as const satisfies readonly Option[];

export const MONTHLY_REVENUE_OPTIONS = [
  { value: '0-10k', label: '$0 - $10k' },
  { value: '10k-50k', label: '$10k - $50k' },
  { value: '50k-100k', label: '$50k - $100k' },
  { value: '100k-500k', label: '$100k - $500k' },
  { value: '500k-1m', label: '$500k - $1M' },
  { value: '1m+', label: '$1M+' },
] as const satisfies readonly Option[];

export const TEAM_SIZE_OPTIONS = [
  { value: 'solo', label: 'Just me' },
  { value: '2-5', label: '2-5 people' },
  { value: '6-20', label: '6-20 people' },
  { value: '21-50', label: '21-50 people' },
  { value: '51-200', label: '51-200 people' },
  { value: '200+', label: '200+ people' },
] as const satisfies readonly Option[];

export const LEARNING_PREFERENCE_OPTIONS = [
  { value: 'hands_on', label: 'Hands-on practice' },
  { value: 'structured', label: 'Structured courses' },
  { value: 'case_studies', label: 'Case studies' },
  { value: 'quick_wins', label: 'Quick wins' },
] as const satisfies readonly Option[];

export const TIME_COMMITMENT_OPTIONS = [
  { value: '1-2_hours', label: '1-2 hours per week' },
  { value: '3-5_hours', label: '3-5 hours per week' },
  { value: '6-10_hours', label: '6-10 hours per week' },
  { value: '10+_hours', label: '10+ hours per week' },
] as const satisfies readonly Option[];

/** The 8 primary goals. */
export const PRIMARY_GOAL_OPTIONS = [
  { value: 'increase_revenue', label: 'Increase revenue' },
  { value: 'acquire_customers', label: 'Win more customers' },
  { value: 'automate_tasks', label: 'Automate repetitive tasks' },
  { value: 'improve_customer_experience', label: 'Improve customer experience' },
  { value: 'reduce_costs', label: 'Reduce operating costs' },
  { value: 'data_driven_decisions', label: 'Make decisions from data' },
  { value: 'improve_conversion', label: 'Convert more website visitors' },
  { value: 'create_content_faster', label: 'Create marketing content faster' },
] as const satisfies readonly Option[];

/** The 12 biggest challenges. */
export const CHALLENGE_OPTIONS = [
  { value: 'lead_generation', label: 'Finding enough qualified leads' },
  { value: 'low_conversion', label: 'Low website or sales conversion' },
  { value: 'time_constraints', label: 'Not enough time in the day' },
  { value: 'manual_processes', label: 'Too many manual processes' },
  { value: 'customer_retention', label: 'Keeping customers coming back' },
  { value: 'measuring_marketing', label: 'Knowing which marketing works' },
  { value: 'content_consistency', label: 'Producing content consistently' },
  { value: 'making_sense_of_data', label: 'Making sense of business data' },
  { value: 'support_volume', label: 'Handling customer support volume' },
  { value: 'staffing_costs', label: 'Hiring and staffing costs' },
  { value: 'standing_out', label: 'Standing out from competitors' },
  { value: 'where_to_start', label: 'Knowing where to start with AI' },
] as const satisfies readonly Option[];

/** The 12 AI interests. */
export const AI_INTEREST_OPTIONS = [
  { value: 'customer_acquisition', label: 'AI for customer acquisition' },
  { value: 'marketing_automation', label: 'Marketing automation' },
  { value: 'chat_assistants', label: 'Chat assistants for customers' },
  { value: 'content_generation', label: 'AI content writing' },
  { value: 'predictive_analytics', label: 'Predictive analytics' },
  { value: 'personalisation', label: 'Website personalisation' },
  { value: 'ab_testing', label: 'A/B testing and conversion optimisation' },
  { value: 'lead_scoring', label: 'Lead scoring' },
  { value: 'sales_forecasting', label: 'Sales forecasting' },
  { value: 'workflow_automation', label: 'Operations and workflow automation' },
  { value: 'customer_insights', label: 'Customer insights and segmentation' },
  { value: 'roi_measurement', label: 'Measuring the return on AI' },
] as const satisfies readonly Option[];

/** The 12 current tools. */
export const CURRENT_TOOL_OPTIONS = [
  { value: 'chatgpt', label: 'ChatGPT' },
  { value: 'claude', label: 'Claude' },
  { value: 'gemini', label: 'Google Gemini' },
  { value: 'microsoft_copilot', label: 'Microsoft Copilot' },
  { value: 'hubspot', label: 'HubSpot' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'google_analytics', label: 'Google Analytics' },
  { value: 'shopify', label: 'Shopify' },
  { value: 'mailchimp', label: 'Mailchimp' },
  { value: 'zapier', label: 'Zapier' },
  { value: 'canva', label: 'Canva' },
  { value: 'notion', label: 'Notion' },
] as const satisfies readonly Option[];

export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number]['value'];
export type IndustryExperience = (typeof INDUSTRY_EXPERIENCE_OPTIONS)[number]['value'];
export type AiExperience = (typeof AI_EXPERIENCE_OPTIONS)[number]['value'];
export type MonthlyRevenue = (typeof MONTHLY_REVENUE_OPTIONS)[number]['value'];
export type TeamSize = (typeof TEAM_SIZE_OPTIONS)[number]['value'];
export type LearningPreference = (typeof LEARNING_PREFERENCE_OPTIONS)[number]['value'];
export type TimeCommitment = (typeof TIME_COMMITMENT_OPTIONS)[number]['value'];
export type PrimaryGoal = (typeof PRIMARY_GOAL_OPTIONS)[number]['value'];
export type Challenge = (typeof CHALLENGE_OPTIONS)[number]['value'];
export type AiInterest = (typeof AI_INTEREST_OPTIONS)[number]['value'];
export type CurrentTool = (typeof CURRENT_TOOL_OPTIONS)[number]['value'];

export const ONBOARDING_MESSAGES = {
  businessType: 'Select your business type',
  industryExperience: 'Select your industry experience',
  aiExperience: 'Select your AI experience',
  primaryGoals: 'Choose at least one goal',
  monthlyRevenue: 'Select your monthly revenue',
  teamSize: 'Select your team size',
  biggestChallenges: 'Choose at least one challenge',
  learningPreference: 'Select how you like to learn',
  timeCommitment: 'Select your weekly time commitment',
  specificInterests: 'Choose at least one interest',
  currentTools: 'Choose tools from the list',
  businessDescription: 'Describe your business',
  businessName: 'Enter your business name',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter your email address',
  emailFormat: "Enter an email address that contains '@'",
  phone: 'Enter a shorter phone number',
} as const;

function choice<const V extends string>(options: readonly Option<V>[], message: string) {
  return z.enum(values(options), { error: message });
}

function checklist<const V extends string>(options: readonly Option<V>[], message: string, min: number) {
  return z.array(z.enum(values(options), { error: message }), { error: message }).check(
    z.minLength(min, { error: message }),
    z.refine((list) => new Set(list).size === list.length, { error: 'Each item can be chosen once' }),
  );
}

function text(message: string, max: number) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: `Use at most ${max} characters` }));
}

const email = z.string({ error: ONBOARDING_MESSAGES.email }).check(
  z.trim(),
  z.minLength(1, { error: ONBOARDING_MESSAGES.email }),
  z.maxLength(254, { error: 'Use at most 254 characters' }),
  z.refine((value) => value.includes('@'), { error: ONBOARDING_MESSAGES.emailFormat }),
);

/** Every field of a finished onboarding, with the spec's option values and rules. */
export const onboardingDataSchema = z.object({
  businessType: choice(BUSINESS_TYPE_OPTIONS, ONBOARDING_MESSAGES.businessType),
  industryExperience: choice(INDUSTRY_EXPERIENCE_OPTIONS, ONBOARDING_MESSAGES.industryExperience),
  aiExperience: choice(AI_EXPERIENCE_OPTIONS, ONBOARDING_MESSAGES.aiExperience),
  primaryGoals: checklist(PRIMARY_GOAL_OPTIONS, ONBOARDING_MESSAGES.primaryGoals, 1),
  monthlyRevenue: choice(MONTHLY_REVENUE_OPTIONS, ONBOARDING_MESSAGES.monthlyRevenue),
  teamSize: choice(TEAM_SIZE_OPTIONS, ONBOARDING_MESSAGES.teamSize),
  biggestChallenges: checklist(CHALLENGE_OPTIONS, ONBOARDING_MESSAGES.biggestChallenges, 1),
  learningPreference: choice(LEARNING_PREFERENCE_OPTIONS, ONBOARDING_MESSAGES.learningPreference),
  timeCommitment: choice(TIME_COMMITMENT_OPTIONS, ONBOARDING_MESSAGES.timeCommitment),
  specificInterests: checklist(AI_INTEREST_OPTIONS, ONBOARDING_MESSAGES.specificInterests, 1),
  currentTools: z._default(checklist(CURRENT_TOOL_OPTIONS, ONBOARDING_MESSAGES.currentTools, 0), []),
  businessDescription: text(ONBOARDING_MESSAGES.businessDescription, 2000),
  businessName: text(ONBOARDING_MESSAGES.businessName, 200),
  firstName: text(ONBOARDING_MESSAGES.firstName, 100),
  lastName: text(ONBOARDING_MESSAGES.lastName, 100),
  email,
  phone: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40, { error: ONBOARDING_MESSAGES.phone }))),
    z.transform((value) => (value === undefined || value === '' ? undefined : value)),
  ),
});

export type OnboardingData = z.output<typeof onboardingDataSchema>;
export type OnboardingField = keyof OnboardingData;

/**
 * The schema of some of the onboarding's fields (one step's), with the same rules: the page checks
 * each step with it (validateOnboardingStep in @academy/rules/learning), which imports no zod itself.
 */
export function onboardingFieldsSchema(fields: readonly OnboardingField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<OnboardingField, true>>;
  return z.pick(onboardingDataSchema, mask);
}
