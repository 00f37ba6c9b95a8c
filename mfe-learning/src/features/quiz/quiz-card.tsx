import { quizTimeMultipliers, type LearningModule, type ProgressRecord, type QuizAttemptResponse, type QuizTimeMultiplier } from '@academy/contracts';
import {
  answeredCount,
  canGoNext,
  canGoPrevious,
  canRetake,
  canSubmit,
  initialQuizState,
  isLastQuestion,
  isQuizUnlocked,
  quizProgressPercent,
  quizReducer,
  sectionProgressPercent,
  timeLimitSeconds,
  type QuizAction,
  type QuizSessionState,
} from '@academy/rules/learning';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LoadingState, Progress, cn } from '@academy/ui';
import { isApiError, usePlatform } from '@academy/web-kit';
import { Placeholder } from '../placeholder/index.ts';
import { ArrowUp, CheckCircle2, ChevronLeft, ChevronRight, CircleHelp, Clock, Hourglass, Lock, RotateCcw, Send, Target, Timer, XCircle } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import { patchQuizAnswers, postQuizAttemptStart } from './data/api.ts';
import { useLearnerProfile, useQuizAttempt, useSaveLearnerProfile, useSubmitQuizAttempt } from './data/queries.ts';
import { formatCountdown, questionCounterLabel, quizCardResultToast, quizCooldownText, quizLockedTexts, quizResultToast } from './quiz-texts.ts';
import { timeWarningText } from './time-warning.ts';

type Quiz = NonNullable<LearningModule['quiz']>;

export interface QuizCardProps {
  module: LearningModule;
  progress: ProgressRecord | null;
  /** Called when the service says this attempt completed the module for the first time. */
  onModuleCompleted?: () => void;
}

/** The module's quiz: locked until every section is done, then intro, questions and results. */
export function QuizCard({ module, progress, onModuleCompleted }: QuizCardProps) {
  const quiz = module.quiz;
  if (!quiz || quiz.questions.length === 0) return null;
  const total = module.content.sections.length;
  const done = progress?.sectionsCompleted.length ?? 0;
  if (!isQuizUnlocked(done, total)) return <LockedQuiz done={done} total={total} />;
  return <QuizRunner module={module} quiz={quiz} progress={progress} onModuleCompleted={onModuleCompleted} />;
}

/** The quiz card while the learner's progress loads: shaped as the locked quiz of a learner who has done no section yet. */
export function QuizCardPlaceholder({ module }: { module: LearningModule }) {
  if (!module.quiz || module.quiz.questions.length === 0) return null;
  return (
    <Placeholder>
      <LockedQuiz done={0} total={module.content.sections.length} />
    </Placeholder>
  );
}

function LockedQuiz({ done, total }: { done: number; total: number }) {
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

type QuizCardAction = QuizAction | { type: 'time-limit'; minutes: number };

/**
 * The quiz rules' reducer, plus the learner's own time limit (the quiz's × their multiplier): the
 * service gives each new attempt that much time, so the card's clock (a retake's start, the cap on
 * a resumed attempt's time) must use it too.
 */
function quizCardReducer(state: QuizSessionState, action: QuizCardAction): QuizSessionState {
  if (action.type !== 'time-limit') return quizReducer(state, action);
  const seconds = timeLimitSeconds(action.minutes);
  return { ...state, timeLimitSeconds: seconds, secondsLeft: state.status === 'not-started' ? seconds : state.secondsLeft };
}

/** Counts whole seconds down from a value the service gave; null when there is nothing to wait for. */
function useCountdown(seconds: number | null): number | null {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds === null || seconds <= 0) return;
    const startedAt = Date.now();
    const interval = window.setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(interval);
    }, 1000);
    return () => window.clearInterval(interval);
  }, [seconds]);
  return left !== null && left > 0 ? left : null;
}

function CooldownNotice({ seconds }: { seconds: number }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-foreground">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>{quizCooldownText(seconds)}</span>
    </p>
  );
}

/** The wait the service asks for, from a refused start (429 LEARNING_QUIZ_COOLING_DOWN). */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'LEARNING_QUIZ_COOLING_DOWN') return null;
  const details = error.envelope?.error.details;
  const seconds = typeof details === 'object' && details !== null ? (details as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

function QuizRunner({ module, quiz, progress, onModuleCompleted }: { module: LearningModule; quiz: Quiz } & Omit<QuizCardProps, 'module'>) {
  const { toast } = usePlatform();
  const [state, dispatch] = useReducer(quizCardReducer, quiz, initialQuizState);
  const [review, setReview] = useState<QuizAttemptResponse | null>(null);
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [refusedWait, setRefusedWait] = useState<number | null>(null);
  const current = useQuizAttempt(module.id);
  const submission = useSubmitQuizAttempt(module.id);
  const { mutate } = submission;
  const sending = useRef(false);
  const resumed = useRef(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const questionId = useId();
  const completedCallback = useRef(onModuleCompleted);
  completedCallback.current = onModuleCompleted;
  const profile = useLearnerProfile();
  // The time the service will give: the quiz's limit times the learner's multiplier (1 when unknown).
  const multiplier = profile.data?.quizTimeMultiplier ?? 1;
  useEffect(() => {
    dispatch({ type: 'time-limit', minutes: quiz.timeLimit * multiplier });
  }, [quiz.timeLimit, multiplier]);
  const cooldown = useCountdown(refusedWait ?? (current.data && !current.data.attempt ? current.data.retryAfterSeconds : null));

  // A reload or Back during a quiz: the service still holds the attempt; carry on with its
  // answers and the time it says is left (submitting at once if none is).
  useEffect(() => {
    // Only an answer read since the card opened: a cached one may predate the attempt.
    const open = current.isFetchedAfterMount ? current.data?.attempt : undefined;
    // After the learner's time limit is known: it caps the time a resumed attempt may show.
    if (!open || profile.isPending || resumed.current || state.status !== 'not-started') return;
    resumed.current = true;
    setAttemptId(open.attemptId);
    dispatch({ type: 'resume', answers: open.answers, secondsLeft: open.secondsLeft });
  }, [current.data, current.isFetchedAfterMount, profile.isPending, state.status]);

  // The countdown: one tick a second while the learner answers; at 0 the reducer submits.
  useEffect(() => {
    if (state.status !== 'running') return;
    const interval = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(interval);
  }, [state.status]);

  // The one-minute and ten-second warnings, kept until the next one replaces them.
  const [timeWarning, setTimeWarning] = useState('');
  const running = state.status === 'running';
  useEffect(() => {
    const text = running ? timeWarningText(state.secondsLeft) : null;
    if (text) setTimeWarning(text);
  }, [running, state.secondsLeft]);

  // Every submission (the button or the timer) goes to the service exactly once.
  useEffect(() => {
    if (state.status !== 'submitting' || sending.current || attemptId === null) return;
    sending.current = true;
    mutate(
      { attemptId, answers: state.answers },
      {
        onSuccess: (result) => {
          setReview(result);
          dispatch({ type: 'graded', result: { score: result.score, passed: result.passed } });
          toast(quizResultToast(result.score, result.passed));
          if (result.moduleJustCompleted) completedCallback.current?.();
        },
        onError: () => dispatch({ type: 'submit-failed' }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }, [state.status, state.answers, attemptId, mutate, toast]);

  const focusQuestion = () => window.setTimeout(() => questionRef.current?.focus({ preventScroll: false }), 0);

  /** Opens an attempt on the service (its clock starts there), then runs it here. */
  const begin = (action: 'start' | 'retake') => {
    setStarting(true);
    setStartError(null);
    postQuizAttemptStart(module.id)
      .then((attempt) => {
        setAttemptId(attempt.attemptId);
        setRefusedWait(null);
        if (action === 'retake') {
          setReview(null);
          dispatch({ type: 'retake' });
        } else {
          resumed.current = true;
          dispatch({ type: 'resume', answers: attempt.answers, secondsLeft: attempt.secondsLeft });
        }
        focusQuestion();
      })
      .catch((error: unknown) => {
        const wait = retryAfterOf(error);
        if (wait !== null) setRefusedWait(wait);
        else setStartError(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setStarting(false));
  };

  const choose = (questionId: string, option: number) => {
    dispatch({ type: 'answer', questionId, option });
    // Saved as given, so a reload finds it; the submission sends every answer again anyway.
    if (attemptId !== null) void patchQuizAnswers(module.id, { attemptId, answers: { [questionId]: option } }).catch(() => undefined);
  };

  if (state.status === 'not-started') {
    if (profile.isPending || current.isPending || (current.isFetching && !current.isFetchedAfterMount)) return <LoadingState label="Loading the quiz..." />;
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
          {startError ? (
            <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
              The quiz could not be started ({startError}). Please try again.
            </p>
          ) : null}
          <Button size="lg" className="w-full sm:w-auto" disabled={starting || cooldown !== null} onClick={() => begin('start')}>
            {starting ? 'Starting...' : 'Start Quiz'}
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (state.status === 'finished' && state.result && review) {
    return (
      <QuizResults
        review={review}
        quiz={quiz}
        canRetake={canRetake(state)}
        cooldown={cooldown}
        retaking={starting}
        retakeError={startError}
        onRetake={() => begin('retake')}
      />
    );
  }

  const question = quiz.questions[state.currentIndex];
  if (!question) return null;
  const chosen = state.answers[question.id];
  const last = isLastQuestion(state);
  const submitting = state.status === 'submitting';
  const lowTime = state.secondsLeft <= 30;

  return (
    <Card role="region" aria-labelledby="quiz-title">
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2" id="quiz-title" className="text-xl">
            Module Quiz
          </CardTitle>
          <span
            role="timer"
            aria-label="Time left"
            aria-live="off"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold tabular-nums',
              lowTime ? 'bg-destructive-soft text-destructive' : 'bg-secondary text-foreground',
            )}
          >
            <Timer className="size-4" aria-hidden="true" />
            {formatCountdown(state.secondsLeft)}
          </span>
          <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="quiz-time-warning">
            {timeWarning}
          </p>
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
                name={`quiz-${module.id}-${question.id}`}
                label={option}
                checked={chosen === index}
                disabled={submitting}
                onChange={() => choose(question.id, index)}
              />
            ))}
          </div>
        </div>

        {state.submitFailed ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
            Your answers could not be sent{submission.error ? ` (${submission.error.message})` : ''}. Please submit again.
          </p>
        ) : null}
        {state.autoSubmitted && submitting ? (
          <p role="status" className="text-sm font-medium text-muted-foreground">
            Time is up. Your answers are being submitted...
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" onClick={() => dispatch({ type: 'previous' })} disabled={!canGoPrevious(state)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-center text-xs text-muted-foreground sm:text-sm">
            {answeredCount(state)} of {state.questions.length} answered
          </span>
          {last ? (
            <Button onClick={() => dispatch({ type: 'submit' })} disabled={!canSubmit(state)}>
              <Send aria-hidden="true" />
              {submitting ? 'Submitting...' : 'Submit Quiz'}
            </Button>
          ) : (
            <Button
              onClick={() => {
                dispatch({ type: 'next' });
                focusQuestion();
              }}
              disabled={!canGoNext(state)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function minutesLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * More time for a learner who needs it (WCAG 2.2.1): a setting on the learner's profile, kept for
 * every quiz; the service applies it to the deadline of the next attempt it opens.
 */
function QuizTimeSetting({ timeLimit, multiplier }: { timeLimit: number; multiplier: QuizTimeMultiplier }) {
  const save = useSaveLearnerProfile();
  const id = useId();
  const hintId = useId();
  const shown = save.isPending && save.variables ? save.variables.quizTimeMultiplier : multiplier;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          Time you need
        </label>
        <select
          id={id}
          aria-describedby={hintId}
          value={shown}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ quizTimeMultiplier: Number(event.target.value) as QuizTimeMultiplier })}
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
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your choice could not be saved ({save.error.message}). Please try again.
        </p>
      ) : null}
    </div>
  );
}

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

function QuizOption({
  name,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
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

function QuizResults({
  review,
  quiz,
  canRetake: retakeAllowed,
  cooldown,
  retaking,
  retakeError,
  onRetake,
}: {
  review: QuizAttemptResponse;
  quiz: Quiz;
  canRetake: boolean;
  /** Seconds before a retake may start, null when it may start now. */
  cooldown: number | null;
  retaking: boolean;
  retakeError: string | null;
  onRetake: () => void;
}) {
  const byId = new Map(review.questions.map((item) => [item.id, item]));
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
        <p className={cn('font-medium', review.passed ? 'text-success' : 'text-destructive')}>
          {`${quizCardResultToast(review.score, review.passed).title}${review.passed ? ' ' : '. '}${quizCardResultToast(review.score, review.passed).description}`}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {review.questions.length === 0 ? (
          <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
            The right answers and their explanations are shown once you pass the quiz. Review the sections and try again.
          </p>
        ) : null}
        {retakeAllowed && cooldown !== null ? <CooldownNotice seconds={cooldown} /> : null}
        {retakeError ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive">
            The quiz could not be started ({retakeError}). Please try again.
          </p>
        ) : null}
        <ol aria-label="Your answers" className="space-y-4 empty:hidden">
          {quiz.questions.map((question, index) => {
            const result = byId.get(question.id);
            if (!result) return null;
            const { chosen } = result;
            const chosenText = chosen === null ? undefined : question.options[chosen];
            const correctText = result.correctOption === null ? undefined : question.options[result.correctOption];
            return (
              <li key={question.id} className="rounded-lg border border-border p-4">
                <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
                  <p className="font-medium text-foreground">
                    {index + 1}. {question.question}
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
          })}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          {retakeAllowed ? (
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
