import { Badge, Button, Card, Spinner, cn } from '@academy/ui';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { UntilInteractive } from '../placeholder/index.ts';
import type { SkillQuestion } from './data/api.ts';

export interface QuestionCardProps {
  question: SkillQuestion;
  index: number;
  total: number;
  /** Per question, in order: whether it has an answer. */
  answeredFlags: readonly boolean[];
  chosen: number | undefined;
  saving: boolean;
  onChoose: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

const LETTERS = 'ABCDEFGHIJ';

/** One question of the assessment with its options (a radio group) and Previous / Next. */
export function QuestionCard({ question, index, total, answeredFlags, chosen, saving, onChoose, onPrevious, onNext, onComplete }: QuestionCardProps) {
  const last = index === total - 1;
  const number = index + 1;
  const percent = Math.round((number / total) * 100);
  const answered = answeredFlags.filter(Boolean).length;
  const headingId = `question-${question.id}-text`;

  // Moving to another question: read it out and bring it into view.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(question.id);
  useEffect(() => {
    if (shownId.current === question.id) return;
    shownId.current = question.id;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [question.id]);
  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 border-b border-border bg-muted px-5 py-4 sm:px-8">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <span className="font-semibold text-foreground">
            Question {number} of {total}
          </span>
          <span className="text-muted-foreground">
            {answered} of {total} answered
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Question ${number} of ${total}, ${answered} answered`}
          className="flex gap-1.5"
        >
          {Array.from({ length: total }, (_, i) => (
            <span
              key={i}
              className={cn('h-2 flex-1 rounded-full transition-colors', i === index ? 'bg-primary' : answeredFlags[i] ? 'bg-primary/35' : 'bg-border')}
            />
          ))}
        </div>
      </div>

      <form
        className="px-5 py-6 sm:px-8 sm:py-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === undefined || saving) return;
          if (last) onComplete();
          else onNext();
        }}
      >
        <Badge variant="secondary">{question.category}</Badge>
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="mt-3 mb-5 scroll-mt-24 text-lg leading-snug font-semibold text-foreground outline-none sm:text-xl"
        >
          {question.question}
        </h2>
        {/* Until the app is there, an option chosen on the static page would be lost: the options are a placeholder. */}
        <UntilInteractive status="Loading the assessment...">
          <fieldset role="radiogroup" aria-labelledby={headingId} className="min-w-0" disabled={saving}>
            <div className="grid gap-3">
              {question.options.map((option, optionIndex) => {
                const checked = chosen === optionIndex;
                return (
                  <label
                    key={option}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border bg-card px-4 py-3.5 text-sm transition-colors sm:text-base',
                      'hover:border-primary/50 hover:bg-accent/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      checked ? 'border-primary bg-accent text-accent-foreground' : 'border-border text-foreground',
                    )}
                  >
                    <span className="relative flex size-7 shrink-0">
                      <input
                        type="radio"
                        name={`question-${question.id}`}
                        value={optionIndex}
                        checked={checked}
                        onChange={() => onChoose(optionIndex)}
                        className="peer size-7 cursor-pointer appearance-none rounded-full border border-input bg-background transition-colors checked:border-primary checked:bg-primary focus-visible:outline-none"
                      />
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute inset-0 flex items-center justify-center text-xs font-semibold text-muted-foreground peer-checked:text-primary-foreground"
                      >
                        {checked ? <CheckCircle2 className="size-4" /> : LETTERS[optionIndex]}
                      </span>
                    </span>
                    <span className="pt-0.5 leading-relaxed">{option}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="outline" size="lg" disabled={index === 0 || saving} onClick={onPrevious} className="w-full sm:w-auto">
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            <Button type="submit" size="lg" disabled={chosen === undefined || saving} className="w-full sm:w-auto">
              {last ? 'Complete Assessment' : 'Next'}
              {saving ? <Spinner label="Saving your results" className="[&_svg]:text-primary-foreground" /> : <ArrowRight aria-hidden="true" />}
            </Button>
          </div>
        </UntilInteractive>
      </form>
    </Card>
  );
}
