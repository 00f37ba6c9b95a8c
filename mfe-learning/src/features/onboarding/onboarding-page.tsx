import { Button, Card, Progress, Spinner } from '@academy/ui';
import { ArrowLeft, ArrowRight, Rocket } from 'lucide-react';
import { UntilInteractive } from '../placeholder/index.ts';
import { useOnboardingPage } from './data/use-onboarding-page.ts';
import { AnswersOrigin, FinishTerms, StepOutcome } from './onboarding-notices.tsx';
import { StepList } from './onboarding-step-list.tsx';
import { STEPS, StepFields } from './onboarding-steps.tsx';
import { ONBOARDING_FINISH_LABEL, ONBOARDING_FINISH_LABEL_SIGNED_IN, onboardingPercent, onboardingStepLabel } from './onboarding-texts.ts';

/** '/onboarding': six short steps that shape the learner's path, then the plans. */
export function OnboardingPage() {
  const page = useOnboardingPage();
  const { step, last, locked, signedIn } = page;
  const info = STEPS[step - 1] ?? STEPS[0]!;
  const StepIcon = info.icon;
  const percent = onboardingPercent(step);
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

        <Card ref={page.cardRef} className="scroll-mt-24 overflow-hidden">
          <div className="space-y-4 border-b border-border bg-muted px-5 py-5 sm:px-8">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="font-semibold text-foreground">{onboardingStepLabel(step)}</span>
              <span className="text-muted-foreground">{percent}% complete</span>
            </div>
            <Progress value={percent} aria-label="Onboarding progress" />
            <StepList current={step} />
          </div>

          <form noValidate onSubmit={page.submit} className="px-5 py-6 sm:px-8 sm:py-8">
            <fieldset disabled={locked} className="min-w-0 space-y-8">
              <div className="flex items-start gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <StepIcon className="size-5" aria-hidden="true" />
                </span>
                <div className="space-y-1">
                  <h2 ref={page.headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight text-foreground outline-none sm:text-2xl">
                    {info.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">{info.description}</p>
                </div>
              </div>

              {/* Until the app is there, a choice made on the static page would be lost: its questions are a placeholder. */}
              <UntilInteractive status="Loading the questions..." className="space-y-8">
                <AnswersOrigin restored={last && page.origin === 'restored'} savedAt={page.recordSavedAt} />
                <StepFields step={step} draft={page.draft} errors={page.visibleErrors} onChange={page.change} onBlur={page.blur} />
                {last ? <FinishTerms signedIn={signedIn} /> : null}
                <StepOutcome missing={page.missing} done={page.phase === 'done'} signedIn={signedIn} />

                <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <Button variant="outline" size="lg" disabled={step === 1 || locked} onClick={page.previous} className="w-full sm:w-auto">
                    <ArrowLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <Button
                    type="submit"
                    size="lg"
                    aria-disabled={!page.valid || locked}
                    aria-busy={page.phase === 'saving' || undefined}
                    className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-primary sm:w-auto"
                  >
                    {last ? (signedIn ? ONBOARDING_FINISH_LABEL_SIGNED_IN : ONBOARDING_FINISH_LABEL) : 'Next'}
                    {page.phase === 'saving' ? (
                      <Spinner label="Saving your answers" className="[&_svg]:text-primary-foreground" />
                    ) : (
                      <ArrowRight aria-hidden="true" />
                    )}
                  </Button>
                </div>
              </UntilInteractive>
            </fieldset>
          </form>
        </Card>
      </div>
    </div>
  );
}
