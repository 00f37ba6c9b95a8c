import { CircleCheck, ExternalLink, History, Info } from 'lucide-react';
import { ONBOARDING_DONE_NOTICE } from './onboarding-texts.ts';

/** Where the answers on screen came from: kept from before signing in, or saved on the account on a date. */
export function AnswersOrigin({ restored, savedAt }: { restored: boolean; savedAt: string | null }) {
  if (restored) {
    return (
      <p className="flex gap-3 rounded-xl border border-primary/20 bg-accent px-4 py-3 text-sm text-accent-foreground">
        <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>We kept the answers you gave before signing in. Check your details below, then save them to your account.</span>
      </p>
    );
  }
  if (savedAt === null) return null;
  return (
    <p className="flex gap-3 rounded-xl border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
      <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        These are the answers you saved on {new Date(savedAt).toLocaleDateString(undefined, { dateStyle: 'long' })}. Change anything that is different now and
        save again.
      </span>
    </p>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-4">
      {children}
      <ExternalLink className="size-3" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The last step's small print: where a visitor's answers stay, and the terms. */
export function FinishTerms({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="space-y-3 rounded-xl bg-muted px-4 py-4 text-sm text-muted-foreground">
      {!signedIn ? (
        <p className="flex gap-2">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>Your answers stay in this browser until you sign in; then they are saved to your account.</span>
        </p>
      ) : null}
      <p>
        By continuing, you agree to our <NewTabLink href="/terms">Terms and Conditions</NewTabLink> and <NewTabLink href="/privacy">Privacy Policy</NewTabLink>.
      </p>
    </div>
  );
}

/** What keeps the learner on the step, and the notice once the answers are saved (read out as they appear). */
export function StepOutcome({ missing, done, signedIn }: { missing: readonly string[]; done: boolean; signedIn: boolean }) {
  return (
    <div aria-live="polite">
      {missing.length > 0 ? (
        <div className="rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm">
          <p className="font-semibold text-foreground">Almost there! To continue:</p>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-foreground/80">
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {done ? (
        <p className="flex items-center gap-3 rounded-xl border border-success/30 bg-success-soft px-4 py-3 text-sm font-medium text-success">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          {signedIn ? ONBOARDING_DONE_NOTICE.signedIn : ONBOARDING_DONE_NOTICE.visitor}
        </p>
      ) : null}
    </div>
  );
}
