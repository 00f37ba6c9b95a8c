import { sectionProgressPercent } from '@academy/rules/learning';
import { Card, Progress } from '@academy/ui';
import { Lock } from 'lucide-react';
import { quizLockedTexts } from './quiz-texts.ts';

/** The quiz before every section is done: how many are left. */
export function LockedQuiz({ done, total }: { done: number; total: number }) {
  const texts = quizLockedTexts(done, total);
  return (
    <Card aria-labelledby="quiz-locked-title" role="region" className="border-dashed bg-muted">
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-muted-foreground">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h2 id="quiz-locked-title" className="text-xl font-semibold text-foreground">
          {texts.title}
        </h2>
        <p className="text-muted-foreground">{texts.description}</p>
        <div className="w-full max-w-xs space-y-2">
          <Progress value={sectionProgressPercent(done, total)} aria-label="Sections completed" />
          <p className="text-sm text-muted-foreground">{texts.progress}</p>
        </div>
      </div>
    </Card>
  );
}
