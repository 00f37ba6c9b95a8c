import type { QuizAttemptResponse } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@academy/ui';
import { ArrowUp, CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { CooldownNotice, StartError } from './cooldown-notice.tsx';
import type { Quiz } from './data/use-quiz-card.ts';
import { quizCardResultToast } from './quiz-texts.ts';

type QuestionReview = QuizAttemptResponse['questions'][number];

/** One question of a passed quiz: the learner's answer, the right one when it differs, the explanation. */
function ReviewedQuestion({ number, question, result }: { number: number; question: Quiz['questions'][number]; result: QuestionReview }) {
  const chosenText = result.chosen === null ? undefined : question.options[result.chosen];
  const correctText = result.correctOption === null ? undefined : question.options[result.correctOption];
  return (
    <li className="rounded-lg border border-border p-4">
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <p className="font-medium text-foreground">
          {number}. {question.question}
        </p>
        {result.isCorrect ? (
          <Badge variant="success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Correct
          </Badge>
        ) : (
          <Badge variant="destructive">
            <XCircle className="size-3.5" aria-hidden="true" />
            Incorrect
          </Badge>
        )}
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Your answer:</dt>
          <dd className={result.isCorrect ? 'text-success' : 'text-destructive'}>{chosenText ?? 'Not answered'}</dd>
        </div>
        {!result.isCorrect && correctText !== undefined ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Correct answer:</dt>
            <dd className="text-success">{correctText}</dd>
          </div>
        ) : null}
      </dl>
      {result.explanation ? (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm leading-6 text-slate-700">{result.explanation}</p>
      ) : !result.isCorrect ? (
        <p className="mt-3 text-sm text-muted-foreground">The right answer and its explanation are shown once you pass the quiz.</p>
      ) : null}
    </li>
  );
}

export interface QuizResultsProps {
  review: QuizAttemptResponse;
  quiz: Quiz;
  canRetake: boolean;
  /** Seconds before a retake may start, null when it may start now. */
  cooldown: number | null;
  retaking: boolean;
  retakeError: string | null;
  onRetake: () => void;
}

/** The graded attempt: the score, what it means, each question once the quiz is passed, and Retake Quiz. */
export function QuizResults({ review, quiz, canRetake, cooldown, retaking, retakeError, onRetake }: QuizResultsProps) {
  const byId = new Map(review.questions.map((item) => [item.id, item]));
  const verdict = quizCardResultToast(review.score, review.passed);
  return (
    <Card role="region" aria-labelledby="quiz-result-title">
      <CardHeader className="items-center text-center">
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-full',
            review.passed ? 'bg-success-soft text-success' : 'bg-destructive-soft text-destructive',
          )}
        >
          {review.passed ? <CheckCircle2 className="size-8" aria-hidden="true" /> : <XCircle className="size-8" aria-hidden="true" />}
        </span>
        <CardTitle as="h2" id="quiz-result-title" className="text-2xl">
          {review.passed ? 'Quiz Passed' : 'Quiz Not Passed'}
        </CardTitle>
        <p className="text-4xl font-bold tracking-tight text-foreground" aria-label={`Your score: ${review.score}%`}>
          {review.score}%
        </p>
        <CardDescription>
          {review.correct} of {review.total} correct · {review.passingScore}% needed to pass
        </CardDescription>
        <p
          className={cn('font-medium', review.passed ? 'text-success' : 'text-destructive')}
        >{`${verdict.title}${review.passed ? ' ' : '. '}${verdict.description}`}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        {review.questions.length === 0 ? (
          <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
            The right answers and their explanations are shown once you pass the quiz. Review the sections and try again.
          </p>
        ) : null}
        {canRetake && cooldown !== null ? <CooldownNotice seconds={cooldown} /> : null}
        {retakeError ? <StartError message={retakeError} /> : null}
        <ol aria-label="Your answers" className="space-y-4 empty:hidden">
          {quiz.questions.map((question, index) => {
            const result = byId.get(question.id);
            return result ? <ReviewedQuestion key={question.id} number={index + 1} question={question} result={result} /> : null;
          })}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {canRetake ? (
            <Button variant="outline" onClick={onRetake} disabled={retaking || cooldown !== null}>
              <RotateCcw aria-hidden="true" />
              {retaking ? 'Starting...' : 'Retake Quiz'}
            </Button>
          ) : null}
          <Button onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <ArrowUp aria-hidden="true" />
            Continue Learning
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
