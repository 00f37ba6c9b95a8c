import { SKILL_CATEGORIES } from '@academy/rules/learning';
import { Brain, ClipboardList, Clock, Layers } from 'lucide-react';

/** What the assessment is: how many questions, skill areas and minutes. */
export function AssessmentIntro({ total }: { total: number | null }) {
  return (
    <header className="space-y-4">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
        <Brain className="size-3.5" aria-hidden="true" />
        AI skills check
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">AI Skills Assessment</h1>
      <p className="max-w-2xl text-muted-foreground">
        Find out where you stand with AI for business. Answer each question as you would at work: your results show your level and the modules to take next.
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <ClipboardList className="size-4 text-primary" aria-hidden="true" />
          {total ?? 10} questions
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Layers className="size-4 text-primary" aria-hidden="true" />
          {SKILL_CATEGORIES.length} skill areas
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          About 5 minutes
        </li>
      </ul>
    </header>
  );
}
