import type { QuizSessionState } from '@academy/rules/learning';

// What the quiz card says: view text beside the card that shows it. The quiz's rules (grading,
// the session reducer, the retake cool-down) are in @academy/rules/learning.

export interface QuizLockedTexts {
  title: string;
  description: string;
  progress: string;
}

export function quizLockedTexts(sectionsDone: number, totalSections: number): QuizLockedTexts {
  return {
    title: 'Quiz Locked',
    description: `Complete all ${totalSections} sections to unlock the quiz.`,
    progress: `Progress: ${sectionsDone} of ${totalSections} sections completed`,
  };
}

/** Seconds as 'm:ss' (minutes not padded); negative shows 0:00. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function questionCounterLabel(state: QuizSessionState): string {
  return `Question ${state.currentIndex + 1} of ${state.questions.length}`;
}

export interface ToastText {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** The toast after a graded attempt. */
export function quizResultToast(score: number, passed: boolean): ToastText {
  return passed
    ? { title: 'Quiz Passed! 🎉', description: `Excellent! You scored ${score}% and completed the module!` }
    : {
        title: 'Quiz Not Passed',
        description: `You scored ${score}%. Try reviewing the content and retake the quiz.`,
        variant: 'destructive',
      };
}

/** The quiz card's own result notice (the spec's second toast variant). */
export function quizCardResultToast(score: number, passed: boolean): ToastText {
  return passed
    ? { title: 'Congratulations!', description: `You passed with ${score}%!` }
    : { title: 'Quiz Complete', description: `You scored ${score}%. Study the material and try again.`, variant: 'destructive' };
}

/** The cool-down notice under a failed quiz (the wait itself is quizRetakeCooldown's). */
export function quizCooldownText(retryAfterSeconds: number): string {
  return `You can retake the quiz in ${formatCountdown(retryAfterSeconds)}. A short pause after repeated attempts helps the material sink in.`;
}
