import { quizTimeMultipliers, type QuizTimeMultiplier } from '@academy/contracts';
import { useId } from 'react';
import { useQuizTimeSetting } from './data/use-quiz-time-setting.ts';

function minutesLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * More time for a learner who needs it (WCAG 2.2.1): a setting on the learner's profile, kept for
 * every quiz; the service applies it to the deadline of the next attempt it opens.
 */
export function QuizTimeSetting({ timeLimit, multiplier }: { timeLimit: number; multiplier: QuizTimeMultiplier }) {
  const setting = useQuizTimeSetting(multiplier);
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          Time you need
        </label>
        <select
          id={id}
          aria-describedby={hintId}
          value={setting.shown}
          disabled={setting.saving}
          onChange={(event) => setting.choose(Number(event.target.value) as QuizTimeMultiplier)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {quizTimeMultipliers.map((option) => (
            <option key={option} value={option}>
              {option === 1 ? `Standard (${minutesLabel(timeLimit)})` : `${option}× (${minutesLabel(timeLimit * option)})`}
            </option>
          ))}
        </select>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Saved on your profile for every quiz. The quiz still submits itself when the time is up.
      </p>
      {setting.error !== null ? (
        <p role="alert" className="text-sm text-destructive">
          Your choice could not be saved ({setting.error}). Please try again.
        </p>
      ) : null}
    </div>
  );
}
