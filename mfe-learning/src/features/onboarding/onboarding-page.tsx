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
import { Button, Card, Progress, Spinner, cn } from '@academy/ui';
import { useAuth, usePlatform } from '@academy/web-kit';
import { useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Check, CircleCheck, ExternalLink, History, Info, Rocket } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LEARNING_PATH_ANCHOR } from '../learning-path/index.ts';
import { useOnboardingRecord, useSaveOnboarding } from './data/queries.ts';
import { clearStoredOnboarding, readStoredOnboarding, storeOnboarding, toDraft } from './onboarding-storage.ts';
import { STEPS, StepFields } from './onboarding-steps.tsx';
import {
  ONBOARDING_COMPLETE_TOAST,
  ONBOARDING_DONE_NOTICE,
  ONBOARDING_FINISH_LABEL,
  ONBOARDING_FINISH_LABEL_SIGNED_IN,
  ONBOARDING_REDIRECT_DELAY_MS,
  ONBOARDING_SAVE_FAILED_TOAST,
  ONBOARDING_WELCOME_BACK_TOAST,
  onboardingPercent,
  onboardingStepLabel,
} from './onboarding-texts.ts';

type Phase = 'editing' | 'saving' | 'done';
/** Where the answers on screen came from, when not typed in this visit. */
type Origin = 'restored' | 'record' | null;

/** Fills the name and email from the signed-in user where the form has none yet. */
function withUserDefaults(draft: OnboardingDraft, user: AuthUser | null): OnboardingDraft {
  if (!user) return draft;
  const blank = (value: string | undefined) => !value || value.trim() === '';
  return {
    ...draft,
    email: blank(draft.email) ? user.email : draft.email,
    firstName: blank(draft.firstName) && user.firstName ? user.firstName : draft.firstName,
    lastName: blank(draft.lastName) && user.lastName ? user.lastName : draft.lastName,
  };
}

function StepList({ current }: { current: number }) {
  return (
    <ol aria-label="Onboarding steps" className="hidden grid-cols-6 gap-2 sm:grid">
      {STEPS.map((info, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={info.label}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary bg-white text-primary ring-4 ring-primary/15',
                !done && !active && 'border-border bg-white text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : number}
              {done ? <span className="sr-only">{number}, done</span> : null}
            </span>
            <span className={cn('text-xs font-medium', active ? 'text-foreground' : 'text-muted-foreground')}>{info.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

function fieldsOf(step: number): readonly OnboardingField[] {
  return ONBOARDING_STEP_FIELDS[step] ?? [];
}

/** '/onboarding': six short steps that shape the learner's path, then the plans. */
export function OnboardingPage() {
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

  const info = STEPS[step - 1] ?? STEPS[0]!;
  const StepIcon = info.icon;
  const last = step === TOTAL_ONBOARDING_STEPS;
  const percent = onboardingPercent(step);
  const locked = phase !== 'editing';

  return (
    <div className="flex-1 bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-2 text-center">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary shadow-sm ring-1 ring-primary/15">
            <Rocket className="size-3.5" aria-hidden="true" />
            Your AI learning path
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Let's shape your AI journey</h1>
          <p className="mx-auto max-w-xl text-muted-foreground">
            Six short steps, about three minutes. Your answers decide which modules, tools and examples you see first.
          </p>
        </header>

        <Card ref={cardRef} className="scroll-mt-24 overflow-hidden">
          <div className="space-y-4 border-b border-border bg-muted px-5 py-5 sm:px-8">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-semibold text-foreground">{onboardingStepLabel(step)}</span>
              <span className="text-muted-foreground">{percent}% complete</span>
            </div>
            <Progress value={percent} aria-label="Onboarding progress" />
            <StepList current={step} />
          </div>

          <form noValidate onSubmit={submit} className="px-5 py-6 sm:px-8 sm:py-8">
            <fieldset disabled={locked} className="min-w-0 space-y-8">
              <div className="flex items-start gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <StepIcon className="size-5" aria-hidden="true" />
                </span>
                <div className="space-y-1">
                  <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight text-foreground outline-none sm:text-2xl">
                    {info.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">{info.description}</p>
                </div>
              </div>

              {last && origin === 'restored' ? (
                <p className="flex gap-3 rounded-xl border border-primary/20 bg-accent px-4 py-3 text-sm text-accent-foreground">
                  <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    We kept the answers you gave before signing in. Check your details below, then save them to your account.
                  </span>
                </p>
              ) : null}
              {origin === 'record' && record.data ? (
                <p className="flex gap-3 rounded-xl border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
                  <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    These are the answers you saved on{' '}
                    {new Date(record.data.completedAt).toLocaleDateString(undefined, { dateStyle: 'long' })}. Change anything
                    that is different now and save again.
                  </span>
                </p>
              ) : null}

              <StepFields step={step} draft={draft} errors={visibleErrors} onChange={change} onBlur={blur} />

              {last ? (
                <div className="space-y-3 rounded-xl bg-muted px-4 py-4 text-sm text-muted-foreground">
                  {!signedIn ? (
                    <p className="flex gap-2">
                      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>
                        Your answers stay in this browser until you sign in; then they are saved to your account.
                      </span>
                    </p>
                  ) : null}
                  <p>
                    By continuing, you agree to our{' '}
                    <a
                      href="/terms"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-4"
                    >
                      Terms and Conditions
                      <ExternalLink className="size-3" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>{' '}
                    and{' '}
                    <a
                      href="/privacy"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-4"
                    >
                      Privacy Policy
                      <ExternalLink className="size-3" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    .
                  </p>
                </div>
              ) : null}

              <div aria-live="polite">
                {showAll && missing.length > 0 ? (
                  <div className="rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm">
                    <p className="font-semibold text-foreground">Almost there! To continue:</p>
                    <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-foreground/80">
                      {missing.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {phase === 'done' ? (
                  <p className="flex items-center gap-3 rounded-xl border border-success/30 bg-success-soft px-4 py-3 text-sm font-medium text-success">
                    <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
                    {signedIn ? ONBOARDING_DONE_NOTICE.signedIn : ONBOARDING_DONE_NOTICE.visitor}
                  </p>
                ) : null}
              </div>

              <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
                <Button
                  variant="outline"
                  size="lg"
                  disabled={step === 1 || locked}
                  onClick={() => goTo(step - 1)}
                  className="w-full sm:w-auto"
                >
                  <ArrowLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  type="submit"
                  size="lg"
                  aria-disabled={!validation.valid || locked}
                  aria-busy={phase === 'saving' || undefined}
                  className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-primary sm:w-auto"
                >
                  {last ? (signedIn ? ONBOARDING_FINISH_LABEL_SIGNED_IN : ONBOARDING_FINISH_LABEL) : 'Next'}
                  {phase === 'saving' ? (
                    <Spinner label="Saving your answers" className="[&_svg]:text-primary-foreground" />
                  ) : (
                    <ArrowRight aria-hidden="true" />
                  )}
                </Button>
              </div>
            </fieldset>
          </form>
        </Card>
      </div>
    </div>
  );
}
