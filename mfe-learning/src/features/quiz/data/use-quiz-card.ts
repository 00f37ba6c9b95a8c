import type { LearningModule, QuizAttemptResponse } from '@academy/contracts';
import { initialQuizState, quizReducer, timeLimitSeconds, type QuizAction, type QuizSessionState } from '@academy/rules/learning';
import { isApiError, usePlatform } from '@academy/web-kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { quizResultToast } from '../quiz-texts.ts';
import { timeWarningText } from '../time-warning.ts';
import { patchQuizAnswers } from './api.ts';
import { useLearnerProfile, useQuizAttempt, useStartQuizAttempt, useSubmitQuizAttempt } from './queries.ts';
import { useCountdown } from './use-countdown.ts';

export type Quiz = NonNullable<LearningModule['quiz']>;

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

/** The wait the service asks for, from a refused start (429 LEARNING_QUIZ_COOLING_DOWN). */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'LEARNING_QUIZ_COOLING_DOWN') return null;
  const details = error.envelope?.error.details;
  const seconds = typeof details === 'object' && details !== null ? (details as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * Everything the quiz card knows and does: the session (the rules' reducer), the service's
 * attempt (opened, resumed after a reload, answers saved as given, submitted exactly once), the
 * countdown and its spoken warnings, the retake wait and the learner's time multiplier. The card's
 * views only draw what this returns.
 */
export function useQuizCard(module: LearningModule, quiz: Quiz, onModuleCompleted?: () => void) {
  const { toast } = usePlatform();
  const [state, dispatch] = useReducer(quizCardReducer, quiz, initialQuizState);
  const [review, setReview] = useState<QuizAttemptResponse | null>(null);
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [refusedWait, setRefusedWait] = useState<number | null>(null);
  const current = useQuizAttempt(module.id);
  const start = useStartQuizAttempt(module.id);
  const submission = useSubmitQuizAttempt(module.id);
  const { mutate } = submission;
  const sending = useRef(false);
  const resumed = useRef(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
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

  const focusQuestion = useCallback(() => window.setTimeout(() => questionRef.current?.focus({ preventScroll: false }), 0), []);

  /** Opens an attempt on the service (its clock starts there), then runs it here. */
  const begin = (action: 'start' | 'retake') => {
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: (attempt) => {
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
      },
      onError: (error) => {
        const wait = retryAfterOf(error);
        if (wait !== null) setRefusedWait(wait);
        else setStartError(error.message);
      },
    });
  };

  const choose = (questionId: string, option: number) => {
    dispatch({ type: 'answer', questionId, option });
    // Saved as given, so a reload finds it; the submission sends every answer again anyway.
    if (attemptId !== null) void patchQuizAnswers(module.id, { attemptId, answers: { [questionId]: option } }).catch(() => undefined);
  };

  return {
    state,
    review,
    multiplier,
    cooldown,
    timeWarning,
    /** The intro waits for the learner's time limit and this visit's read of the attempt state. */
    loading: profile.isPending || current.isPending || (current.isFetching && !current.isFetchedAfterMount),
    starting: start.isPending,
    startError,
    submitError: submission.error,
    questionRef,
    start: () => begin('start'),
    retake: () => begin('retake'),
    choose,
    next: () => {
      dispatch({ type: 'next' });
      focusQuestion();
    },
    previous: () => dispatch({ type: 'previous' }),
    submit: () => dispatch({ type: 'submit' }),
  };
}

export type QuizCardModel = ReturnType<typeof useQuizCard>;
