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
  TEAM_SIZE_OPTIONS,
  TIME_COMMITMENT_OPTIONS,
  type OnboardingDraft,
  type OnboardingField,
} from '@academy/rules/learning';
import { Briefcase, GraduationCap, Mountain, Sparkles, Target, UserRound, type LucideIcon } from 'lucide-react';
import { CheckboxGroupField, RadioGroupField, TextField } from './onboarding-fields.tsx';

export interface StepInfo {
  /** Short name in the step list. */
  label: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Steps 1 to 6, in order. */
export const STEPS: readonly StepInfo[] = [
  {
    label: 'Business',
    title: 'Tell us about your business',
    description: 'A few basics, so the examples and tools we suggest fit the way you work.',
    icon: Briefcase,
  },
  {
    label: 'Goals',
    title: 'What should AI do for you?',
    description: 'Choose every goal that matters to you, then tell us about the size of your business.',
    icon: Target,
  },
  {
    label: 'Challenges',
    title: 'Your biggest challenges',
    description: 'Pick everything that holds you back today. Your learning path starts with these.',
    icon: Mountain,
  },
  {
    label: 'Learning',
    title: 'How do you like to learn?',
    description: 'We pace your plan around your preferred style and the time you have.',
    icon: GraduationCap,
  },
  {
    label: 'Interests',
    title: 'Your interests and tools',
    description: 'Tell us which AI topics excite you and which tools you already use.',
    icon: Sparkles,
  },
  {
    label: 'Details',
    title: 'Almost there: about you',
    description: 'Last step. Tell us who you are so we can put your plan together.',
    icon: UserRound,
  },
];

export interface StepFieldsProps {
  step: number;
  draft: OnboardingDraft;
  /** The message to show per field (only for fields whose problem should be visible now). */
  errors: Partial<Record<OnboardingField, string>>;
  onChange: <K extends OnboardingField>(field: K, value: NonNullable<OnboardingDraft[K]>) => void;
  /** A text field lost focus: its problem may be shown from now on. */
  onBlur: (field: OnboardingField) => void;
}

/** The questions of one step. */
export function StepFields({ step, draft, errors, onChange, onBlur }: StepFieldsProps) {
  const text = (field: OnboardingField) => {
    const value = draft[field];
    return typeof value === 'string' ? value : '';
  };
  const list = (field: OnboardingField) => {
    const value = draft[field];
    return Array.isArray(value) ? (value as readonly string[]) : [];
  };
  const choice = (field: OnboardingField) => {
    const value = draft[field];
    return typeof value === 'string' && value ? value : undefined;
  };

  switch (step) {
    case 1:
      return (
        <>
          <RadioGroupField
            name="businessType"
            legend="What kind of business do you run?"
            options={BUSINESS_TYPE_OPTIONS}
            value={choice('businessType')}
            onChange={(value) => onChange('businessType', value)}
            error={errors.businessType}
          />
          <RadioGroupField
            name="industryExperience"
            legend="How long have you worked in your industry?"
            options={INDUSTRY_EXPERIENCE_OPTIONS}
            value={choice('industryExperience')}
            onChange={(value) => onChange('industryExperience', value)}
            error={errors.industryExperience}
          />
          <RadioGroupField
            name="aiExperience"
            legend="How much have you used AI so far?"
            options={AI_EXPERIENCE_OPTIONS}
            value={choice('aiExperience')}
            onChange={(value) => onChange('aiExperience', value)}
            error={errors.aiExperience}
          />
        </>
      );
    case 2:
      return (
        <>
          <CheckboxGroupField
            name="primaryGoals"
            legend="Your primary goals"
            hint="Choose all that apply."
            options={PRIMARY_GOAL_OPTIONS}
            value={list('primaryGoals')}
            onChange={(value) => onChange('primaryGoals', value)}
            error={errors.primaryGoals}
          />
          <RadioGroupField
            name="monthlyRevenue"
            legend="Monthly revenue"
            layout="pills"
            options={MONTHLY_REVENUE_OPTIONS}
            value={choice('monthlyRevenue')}
            onChange={(value) => onChange('monthlyRevenue', value)}
            error={errors.monthlyRevenue}
          />
          <RadioGroupField
            name="teamSize"
            legend="Team size"
            layout="pills"
            options={TEAM_SIZE_OPTIONS}
            value={choice('teamSize')}
            onChange={(value) => onChange('teamSize', value)}
            error={errors.teamSize}
          />
        </>
      );
    case 3:
      return (
        <CheckboxGroupField
          name="biggestChallenges"
          legend="Your biggest challenges"
          hint="Choose all that apply."
          options={CHALLENGE_OPTIONS}
          value={list('biggestChallenges')}
          onChange={(value) => onChange('biggestChallenges', value)}
          error={errors.biggestChallenges}
        />
      );
    case 4:
      return (
        <>
          <RadioGroupField
            name="learningPreference"
            legend="How do you learn best?"
            options={LEARNING_PREFERENCE_OPTIONS}
            value={choice('learningPreference')}
            onChange={(value) => onChange('learningPreference', value)}
            error={errors.learningPreference}
          />
          <RadioGroupField
            name="timeCommitment"
            legend="How much time can you give each week?"
            options={TIME_COMMITMENT_OPTIONS}
            value={choice('timeCommitment')}
            onChange={(value) => onChange('timeCommitment', value)}
            error={errors.timeCommitment}
          />
        </>
      );
    case 5:
      return (
        <>
          <CheckboxGroupField
            name="specificInterests"
            legend="AI topics you want to learn"
            hint="Choose all that apply."
            options={AI_INTEREST_OPTIONS}
            value={list('specificInterests')}
            onChange={(value) => onChange('specificInterests', value)}
            error={errors.specificInterests}
          />
          <CheckboxGroupField
            name="currentTools"
            legend="Tools you already use (optional)"
            hint="Skip this if you are not using any of them yet."
            options={CURRENT_TOOL_OPTIONS}
            value={list('currentTools')}
            onChange={(value) => onChange('currentTools', value)}
            error={errors.currentTools}
          />
        </>
      );
    default:
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            name="businessDescription"
            label="Describe your business"
            multiline
            placeholder="For example: we sell handmade furniture online and through two showrooms."
            value={text('businessDescription')}
            onValueChange={(value) => onChange('businessDescription', value)}
            onBlur={() => onBlur('businessDescription')}
            error={errors.businessDescription}
          />
          <TextField
            className="sm:col-span-2"
            name="businessName"
            label="Business name"
            autoComplete="organization"
            value={text('businessName')}
            onValueChange={(value) => onChange('businessName', value)}
            onBlur={() => onBlur('businessName')}
            error={errors.businessName}
          />
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            value={text('firstName')}
            onValueChange={(value) => onChange('firstName', value)}
            onBlur={() => onBlur('firstName')}
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            value={text('lastName')}
            onValueChange={(value) => onChange('lastName', value)}
            onBlur={() => onBlur('lastName')}
            error={errors.lastName}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={text('email')}
            onValueChange={(value) => onChange('email', value)}
            onBlur={() => onBlur('email')}
            error={errors.email}
          />
          <TextField
            name="phone"
            label="Phone"
            optional
            type="tel"
            autoComplete="tel"
            value={text('phone')}
            onValueChange={(value) => onChange('phone', value)}
            onBlur={() => onBlur('phone')}
            error={errors.phone}
          />
        </div>
      );
  }
}
