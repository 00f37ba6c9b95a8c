import type { OnboardingData, OnboardingDraft } from '@academy/rules/learning';

/**
 * Where a visitor's answers wait in the browser until they sign in (the pricing page reads the
 * same key to say 'Your AI Journey is Ready!').
 */
export const ONBOARDING_STORAGE_KEY = 'onboardingData';

const TEXT_FIELDS = [
  'businessType',
  'industryExperience',
  'aiExperience',
  'monthlyRevenue',
  'teamSize',
  'learningPreference',
  'timeCommitment',
  'businessDescription',
  'businessName',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;

const LIST_FIELDS = ['primaryGoals', 'biggestChallenges', 'specificInterests', 'currentTools'] as const;

/** Keeps the known fields of the right type from anything that looks like saved answers. */
export function toDraft(value: unknown): OnboardingDraft {
  const draft: OnboardingDraft = {};
  if (value === null || typeof value !== 'object') return draft;
  const source = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const item = source[field];
    if (typeof item === 'string') draft[field] = item;
  }
  for (const field of LIST_FIELDS) {
    const item = source[field];
    if (Array.isArray(item)) draft[field] = item.filter((entry): entry is string => typeof entry === 'string');
  }
  return draft;
}

/** The answers saved in this browser, or null when there are none (an unreadable entry is logged). */
export function readStoredOnboarding(): OnboardingDraft | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(ONBOARDING_STORAGE_KEY);
  } catch (error) {
    console.warn('Saved onboarding answers could not be read', error);
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      console.warn('Saved onboarding answers are not an object; ignoring them');
      return null;
    }
    return toDraft(parsed);
  } catch (error) {
    console.warn('Saved onboarding answers could not be parsed', error);
    return null;
  }
}

/** Saves a visitor's finished answers in this browser; throws when the browser refuses. */
export function storeOnboarding(data: OnboardingData): void {
  window.localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(data));
}

export function clearStoredOnboarding(): void {
  try {
    window.localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch (error) {
    console.warn('Saved onboarding answers could not be removed', error);
  }
}
