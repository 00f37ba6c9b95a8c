import { useEffect, useState } from 'react';
import { IDLE_TIP_AFTER_MINUTES } from './mentor-rules.ts';

const MINUTE_MS = 60_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Minutes since the learner last used the page, while `active`. It reads 0 until the idle limit
 * has passed (the only moment the mentor cares about), then the minutes idle; any input resets it.
 */
export function useMinutesInactive(active: boolean): number {
  const [minutes, setMinutes] = useState(0);

  useEffect(() => {
    if (!active) {
      setMinutes(0);
      return;
    }
    const limitMs = IDLE_TIP_AFTER_MINUTES * MINUTE_MS;
    let lastInput = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const idleMs = Date.now() - lastInput;
      if (idleMs > limitMs) {
        setMinutes(idleMs / MINUTE_MS);
        timer = setTimeout(check, MINUTE_MS);
      } else {
        timer = setTimeout(check, limitMs - idleMs + 1);
      }
    };
    const onInput = () => {
      lastInput = Date.now();
      setMinutes((current) => (current === 0 ? current : 0));
    };

    timer = setTimeout(check, limitMs + 1);
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [active]);

  return minutes;
}
