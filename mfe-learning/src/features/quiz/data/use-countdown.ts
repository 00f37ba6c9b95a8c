import { useEffect, useState } from 'react';

/** Counts whole seconds down from a value the service gave; null when there is nothing to wait for. */
export function useCountdown(seconds: number | null): number | null {
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
