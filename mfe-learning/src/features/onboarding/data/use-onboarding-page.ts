import type { AuthUser } from '@academy/contracts';
import {
  ONBOARDING_STEP_FIELDS,
  TOTAL_ONBOARDING_STEPS,
  firstInvalidOnboardingStep,
  onboardingDataSchema,
  validateOnboardingStep,
  type OnboardingData,
  type OnboardingDraft,
  type OnboardingField,
} from '@academy/rules/learning';
import { useAuth, usePlatform } from '@academy/web-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LEARNING_PATH_ANCHOR } from '../../learning-path/index.ts';
import { clearStoredOnboarding, readStoredOnboarding, storeOnboarding, toDraft } from '../onboarding-storage.ts';
import { ONBOARDING_COMPLETE_TOAST, ONBOARDING_REDIRECT_DELAY_MS, ONBOARDING_SAVE_FAILED_TOAST, ONBOARDING_WELCOME_BACK_TOAST } from '../onboarding-texts.ts';
import { useOnboardingRecord, useSaveOnboarding } from './queries.ts';

type Phase = 'editing' | 'saving' | 'done';
/** Where the answers on screen came from, when not typed in this visit. */
type Origin = 'restored' | 'record' | null;

/** Fills the name and email from the signed-in user where the form has none yet. */
export function withUserDefaults(draft: OnboardingDraft, user: AuthUser | null): OnboardingDraft {
  if (!user) return draft;
  const blank = (value: string | undefined) => !value || value.trim() === '';
  return {
    ...draft,
    email: blank(draft.email) ? user.email : draft.email,
    firstName: blank(draft.firstName) && user.firstName ? user.firstName : draft.firstName,
    lastName: blank(draft.lastName) && user.lastName ? user.lastName : draft.lastName,
  };
}

function fieldsOf(step: number): readonly OnboardingField[] {
  return ONBOARDING_STEP_FIELDS[step] ?? [];
}

/**
 * Everything the onboarding page knows and does: the step and the answers (brought back from
 * before signing in, or from the record), which errors show, saving to the account (or keeping in
 * the browser for a visitor), and the way on once done. The page's views only draw what this returns.
 */
export function useOnboardingPage() {
  const auth = useAuth();
  const { toast } = usePlatform();
  const navigate = useNavigate();
  const signedIn = auth.status === 'authenticated';
  const record = useOnboardingRecord(signedIn);
  const save = useSaveOnboarding();

  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<OnboardingDraft>({});
  const [dirty, setDirty] = useState(false);
  const [origin, setOrigin] = useState<Origin>(null);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<OnboardingField>>(new Set());
  const [phase, setPhase] = useState<Phase>('editing');

  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A learner who finished as a visitor and has now signed in: bring the answers back (once),
  // jump to the last step and clear the browser's copy. Either way, offer the account's name and email.
  useEffect(() => {
    if (auth.status !== 'authenticated') return;
    const stored = readStoredOnboarding();
    if (stored) {
      clearStoredOnboarding();
      setDraft((current) => withUserDefaults({ ...current, ...stored }, auth.user));
      setOrigin('restored');
      setDirty(true);
      setStep(TOTAL_ONBOARDING_STEPS);
      toast(ONBOARDING_WELCOME_BACK_TOAST);
    } else {
      setDraft((current) => withUserDefaults(current, auth.user));
    }
  }, [auth.status, auth.user, toast]);

  // Answers already on record fill an untouched form, so a learner can review and change them.
  useEffect(() => {
    if (!record.data || dirty || origin === 'restored') return;
    setDraft(withUserDefaults(toDraft(record.data), auth.user));
    setOrigin('record');
  }, [record.data, dirty, origin, auth.user]);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // After Next or Previous, bring the new step's heading into view and give it focus.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [step]);

  const validation = validateOnboardingStep(step, draft);
  const showAll = attempted.has(step);
  const visibleErrors: Partial<Record<OnboardingField, string>> = {};
  for (const field of fieldsOf(step)) {
    const message = validation.errors[field];
    if (message && (showAll || touched.has(field))) visibleErrors[field] = message;
  }
  const missing = fieldsOf(step)
    .map((field) => validation.errors[field])
    .filter((message): message is string => Boolean(message));

  const change = <K extends OnboardingField>(field: K, value: NonNullable<OnboardingDraft[K]>) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const blur = (field: OnboardingField) => {
    const value = draft[field];
    // A field left empty is pointed out only once the learner tries to go on.
    if (typeof value === 'string' && value.trim() !== '') setTouched((current) => new Set(current).add(field));
  };

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const complete = () => {
    setPhase('done');
    toast(ONBOARDING_COMPLETE_TOAST);
    // A visitor's path is made once they sign in and the answers are saved: until then, the plans.
    const goOn = () => (signedIn ? navigate({ to: '/', hash: LEARNING_PATH_ANCHOR }) : navigate({ to: '/pricing' }));
    redirectTimer.current = setTimeout(() => void goOn(), ONBOARDING_REDIRECT_DELAY_MS);
  };

  const finish = () => {
    const parsed = onboardingDataSchema.safeParse(draft);
    if (!parsed.success) {
      // Only possible with answers brought back from an earlier visit: show the first gap.
      const first = firstInvalidOnboardingStep(draft) ?? TOTAL_ONBOARDING_STEPS;
      setAttempted((current) => new Set(current).add(first));
      goTo(first);
      return;
    }
    const data: OnboardingData = parsed.data;
    if (signedIn) {
      setPhase('saving');
      save.mutate(data, {
        onSuccess: complete,
        onError: () => {
          setPhase('editing');
          toast(ONBOARDING_SAVE_FAILED_TOAST);
        },
      });
      return;
    }
    try {
      storeOnboarding(data);
    } catch (error) {
      console.warn('Onboarding answers could not be kept in this browser', error);
      toast(ONBOARDING_SAVE_FAILED_TOAST);
      return;
    }
    complete();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    if (!validation.valid) {
      setAttempted((current) => new Set(current).add(step));
      return;
    }
    if (step < TOTAL_ONBOARDING_STEPS) goTo(step + 1);
    else finish();
  };

  return {
    signedIn,
    step,
    last: step === TOTAL_ONBOARDING_STEPS,
    draft,
    origin,
    /** When the answers on record were saved (shown while the form holds them). */
    recordSavedAt: origin === 'record' && record.data ? record.data.completedAt : null,
    phase,
    locked: phase !== 'editing',
    valid: validation.valid,
    visibleErrors,
    /** What keeps the learner on this step, once they have tried to go on. */
    missing: showAll ? missing : [],
    headingRef,
    cardRef,
    change,
    blur,
    previous: () => goTo(step - 1),
    submit,
  };
}

export type OnboardingPageModel = ReturnType<typeof useOnboardingPage>;
