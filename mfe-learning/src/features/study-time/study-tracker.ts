/** A learner counts as active for this long after their last click, key press or scroll. */
export const ACTIVE_WINDOW_MS = 60_000;
/** How often a visible module page reports the visit. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Scrolling fires many events; at most one per second counts as an interaction. */
export const SCROLL_COUNT_INTERVAL_MS = 1_000;
/** The service accepts at most a day per visit. */
const MAX_SECONDS = 24 * 60 * 60;

export type InteractionKind = 'click' | 'keydown' | 'scroll';

export interface StudySnapshot {
  /** Seconds in which the page was visible and the learner had interacted within the last 60 s. */
  activeSeconds: number;
  /** Seconds since the visit started. */
  elapsedSeconds: number;
  /** Clicks, key presses and (at most one a second) scrolls since the visit started. */
  interactions: number;
}

export interface StudyTracker {
  interaction(kind: InteractionKind, now: number): void;
  /** The tab was shown or hidden. Coming back to the tab counts as activity. */
  setVisible(visible: boolean, now: number): void;
  isVisible(): boolean;
  snapshot(now: number): StudySnapshot;
}

/**
 * Counts a visit's study time from timestamps (no timers of its own): time is active while the tab
 * is visible and the last interaction is at most ACTIVE_WINDOW_MS old. Opening the page counts as
 * the first activity.
 */
export function createStudyTracker(start: number, visible: boolean): StudyTracker {
  let isVisible = visible;
  let lastActivity = start;
  let lastScrollCounted = Number.NEGATIVE_INFINITY;
  let accountedUntil = start;
  let activeMs = 0;
  let interactions = 0;

  /** Adds the active part of (accountedUntil, now] under the current visibility. */
  const advance = (now: number) => {
    if (now <= accountedUntil) return;
    if (isVisible) {
      const activeEnd = Math.min(now, lastActivity + ACTIVE_WINDOW_MS);
      if (activeEnd > accountedUntil) activeMs += activeEnd - accountedUntil;
    }
    accountedUntil = now;
  };

  return {
    interaction(kind, now) {
      advance(now);
      lastActivity = Math.max(lastActivity, now);
      if (kind === 'scroll') {
        if (now - lastScrollCounted < SCROLL_COUNT_INTERVAL_MS) return;
        lastScrollCounted = now;
      }
      interactions += 1;
    },
    setVisible(next, now) {
      advance(now);
      if (next && !isVisible) lastActivity = Math.max(lastActivity, now);
      isVisible = next;
    },
    isVisible: () => isVisible,
    snapshot(now) {
      advance(now);
      return {
        activeSeconds: Math.min(MAX_SECONDS, Math.floor(activeMs / 1000)),
        elapsedSeconds: Math.min(MAX_SECONDS, Math.max(0, Math.floor((now - start) / 1000))),
        interactions: Math.min(1_000_000, interactions),
      };
    },
  };
}
