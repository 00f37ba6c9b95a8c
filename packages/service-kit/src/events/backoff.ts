export interface BackoffOptions {
  /** Delay after the first failure. Default 1 s. */
  initialMs?: number;
  /** Upper bound of any delay. Default 60 s. */
  maxMs?: number;
  /** Growth per further failure. Default 2. */
  factor?: number;
  /** Spread as a fraction of the delay (0.2 = ±20 %), so relays do not retry in lockstep. Default 0.2. */
  jitter?: number;
}

/** The wait before the next attempt after `failures` failed ones (1 = the first failure). */
export function retryDelayMs(failures: number, options: BackoffOptions = {}, random: () => number = Math.random): number {
  const initial = options.initialMs ?? 1_000;
  const max = options.maxMs ?? 60_000;
  const factor = options.factor ?? 2;
  const jitter = Math.min(Math.max(options.jitter ?? 0.2, 0), 1);
  const exponent = Math.max(failures - 1, 0);
  const base = Math.min(max, initial * factor ** Math.min(exponent, 64));
  const spread = base * jitter * (random() * 2 - 1);
  return Math.round(Math.min(max, Math.max(0, base + spread)));
}
