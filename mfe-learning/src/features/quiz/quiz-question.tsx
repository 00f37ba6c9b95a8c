import { answeredCount, canGoNext, canGoPrevious, canSubmit, isLastQuestion, quizProgressPercent } from '@academy/rules/learning';
import { Button, Card, CardContent, CardHeader, CardTitle, Progress, cn } from '@academy/ui';
import { ChevronLeft, ChevronRight, Send, Timer } from 'lucide-react';
import { useId } from 'react';
import type { Quiz, QuizCardModel } from './data/use-quiz-card.ts';
import { formatCountdown, questionCounterLabel } from './quiz-texts.ts';

function QuizOption({ name, label, checked, disabled, onChange }: { name: string; label: string; checked: boolean; disabled: boolean; onChange: () => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm leading-6 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-accent text-accent-foreground' : 'border-border hover:bg-secondary',
      )}
    >
      <input id={id} type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 size-4 shrink-0 accent-primary" />
      <span>{label}</span>
    </label>
  );
}

/** The countdown, silent to screen readers but for the one-minute and ten-second warnings. */
function QuizTimer({ secondsLeft, warning }: { secondsLeft: number; warning: string }) {
  return (
    <>
      <span
        role="timer"
        aria-label="Time left"
        aria-live="off"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums',
          secondsLeft <= 30 ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-foreground',
        )}
      >
        <Timer className="size-4" aria-hidden="true" />
        {formatCountdown(secondsLeft)}
      </span>
      <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="quiz-time-warning">
        {warning}
      </p>
    </>
  );
}

/** An attempt under way: the current question, the countdown, and the way through the questions. */
export function QuizQuestion({ moduleId, quiz, model }: { moduleId: number; quiz: Quiz; model: QuizCardModel }) {
  const { state, questionRef, submitError } = model;
  const questionId = useId();
  const question = quiz.questions[state.currentIndex];
  if (!question) return null;
  const chosen = state.answers[question.id];
  const submitting = state.status === 'submitting';
  return (
    <Card role="region" aria-labelledby="quiz-title">
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2" id="quiz-title" className="text-xl">
            Module Quiz
          </CardTitle>
          <QuizTimer secondsLeft={state.secondsLeft} warning={model.timeWarning} />
        </div>
        <div className="space-y-2">
          <p className="text-sm font-medium text-muted-foreground">{questionCounterLabel(state)}</p>
          <Progress value={quizProgressPercent(state)} aria-label="Quiz progress" />
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-4">
          <h3 id={questionId} ref={questionRef} tabIndex={-1} className="text-lg font-semibold leading-snug text-foreground outline-none">
            {question.question}
          </h3>
          <div role="radiogroup" aria-labelledby={questionId} className="space-y-3">
            {question.options.map((option, index) => (
              <QuizOption
                key={`${question.id}-${index}`}
                name={`quiz-${moduleId}-${question.id}`}
                label={option}
                checked={chosen === index}
                disabled={submitting}
                onChange={() => model.choose(question.id, index)}
              />
            ))}
          </div>
        </div>

        {state.submitFailed ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
            Your answers could not be sent{submitError ? ` (${submitError.message})` : ''}. Please submit again.
          </p>
        ) : null}
        {state.autoSubmitted && submitting ? (
          <p role="status" className="text-sm font-medium text-muted-foreground">
            Time is up. Your answers are being submitted...
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" onClick={model.previous} disabled={!canGoPrevious(state)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-center text-xs text-muted-foreground sm:text-sm">
            {answeredCount(state)} of {state.questions.length} answered
          </span>
          {isLastQuestion(state) ? (
            <Button onClick={model.submit} disabled={!canSubmit(state)}>
              <Send aria-hidden="true" />
              {submitting ? 'Submitting...' : 'Submit Quiz'}
            </Button>
          ) : (
            <Button onClick={model.next} disabled={!canGoNext(state)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
