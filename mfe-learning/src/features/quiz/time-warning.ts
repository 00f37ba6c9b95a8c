/**
 * What a screen reader hears as a timed quiz runs out: the visible countdown stays silent (a
 * reading every second would drown the questions), so the two moments that matter are announced.
 * Only on the exact second a threshold is crossed: a quiz resumed with 30 s left is not told it
 * has a minute.
 */
export function timeWarningText(secondsLeft: number): string | null {
  if (secondsLeft === 60) return 'One minute left. Your answers are submitted automatically when the time is up.';
  if (secondsLeft === 10) return 'Ten seconds left.';
  return null;
}
