import type { ProgressRecord } from '@academy/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@academy/ui';
import { CheckCircle2, CircleHelp, Clock, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { CooldownNotice, StartError } from './cooldown-notice.tsx';
import type { Quiz, QuizCardModel } from './data/use-quiz-card.ts';
import { QuizTimeSetting } from './quiz-time-setting.tsx';

/** One term of the intro's description list: a `dl > div` may hold only `dt` and `dd`, so the icon sits in the `dt`. */
function QuizFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative rounded-lg border border-border bg-muted py-3 pr-4 pl-12">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-1/2 left-4 -translate-y-1/2 text-primary [&_svg]:size-5">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-foreground">{value}</dd>
    </div>
  );
}

type IntroProps = { quiz: Quiz; progress: ProgressRecord | null; model: Pick<QuizCardModel, 'multiplier' | 'cooldown' | 'startError' | 'starting' | 'start'> };

/** Before an attempt: the questions, the time, the passing score, the time setting and Start Quiz. */
export function QuizIntro({ quiz, progress, model }: IntroProps) {
  const { multiplier, cooldown, startError, starting, start } = model;
  return (
    <Card role="region" aria-labelledby="quiz-title">
      <CardHeader>
        <CardTitle as="h2" id="quiz-title" className="flex items-center gap-2 text-xl">
          <CircleHelp className="size-5 text-primary" aria-hidden="true" />
          Module Quiz
        </CardTitle>
        <CardDescription>Check what you learned. Your answers are graded when you submit.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-3 sm:grid-cols-3">
          <QuizFact icon={<CircleHelp aria-hidden="true" />} label="Questions" value={`${quiz.questions.length} questions`} />
          <QuizFact icon={<Clock aria-hidden="true" />} label="Time limit" value={`${quiz.timeLimit * multiplier} minutes`} />
          <QuizFact icon={<Target aria-hidden="true" />} label="Passing score" value={`${quiz.passingScore}% to pass`} />
        </dl>
        <QuizTimeSetting timeLimit={quiz.timeLimit} multiplier={multiplier} />
        {progress?.quizCompleted ? (
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            You passed this quiz{progress.quizScore !== null ? ` with ${progress.quizScore}%` : ''}. You can take it again to practise.
          </p>
        ) : null}
        {cooldown !== null ? <CooldownNotice seconds={cooldown} /> : null}
        {startError ? <StartError message={startError} /> : null}
        <Button size="lg" className="w-full sm:w-auto" disabled={starting || cooldown !== null} onClick={start}>
          {starting ? 'Starting...' : 'Start Quiz'}
        </Button>
      </CardContent>
    </Card>
  );
}
