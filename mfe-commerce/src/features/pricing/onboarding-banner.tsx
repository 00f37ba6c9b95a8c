import { Button } from '@academy/ui';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';

/** Where the onboarding questionnaire keeps its answers in the browser. */
export const ONBOARDING_STORAGE_KEY = 'onboardingData';

function readOnboardingFirstName(): { saved: boolean; firstName: string | null } {
  try {
    const raw = window.localStorage.getItem(ONBOARDING_STORAGE_KEY);
    if (!raw) return { saved: false, firstName: null };
    const data: unknown = JSON.parse(raw);
    if (data === null || typeof data !== 'object') return { saved: false, firstName: null };
    const firstName = 'firstName' in data && typeof data.firstName === 'string' && data.firstName.trim() ? data.firstName.trim() : null;
    return { saved: true, firstName };
  } catch {
    return { saved: false, firstName: null };
  }
}

/** Shown when onboarding answers are saved in this browser; the visitor can dismiss it. */
export function OnboardingBanner() {
  const [{ saved, firstName }] = useState(readOnboardingFirstName);
  const [dismissed, setDismissed] = useState(false);
  if (!saved || dismissed) return null;
  return (
    <section aria-labelledby="journey-ready-title" className="relative flex items-start gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 pr-14">
      <Sparkles className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <h2 id="journey-ready-title" className="text-lg font-semibold text-foreground">
          Your AI Journey is Ready!
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {firstName ? `${firstName}, your` : 'Your'} personalised learning path is set up from your answers. Get lifetime access below to start with the
          modules chosen for your business.
        </p>
      </div>
      <Button variant="ghost" size="icon" className="absolute right-3 top-3" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        <X className="size-4" aria-hidden="true" />
      </Button>
    </section>
  );
}
