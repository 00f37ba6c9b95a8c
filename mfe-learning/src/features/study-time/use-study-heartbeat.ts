import { useEffect } from 'react';
import { postStudyHeartbeat } from './data/api.ts';
import { HEARTBEAT_INTERVAL_MS, createStudyTracker, type InteractionKind } from './study-tracker.ts';

const pageVisible = () => document.visibilityState === 'visible';

/**
 * Tracks study time on a module page: one session per visit (a fresh id each time the page opens),
 * an opening heartbeat at once, one every 30 s while the page is visible, and a last one
 * (keepalive) when the tab is hidden or the learner leaves. The service credits only the time it
 * sees pass between heartbeats of a session, so the opening one starts its clock with the visit.
 * Pass null to track nothing (e.g. a locked module).
 */
export function useStudyHeartbeat(moduleId: number | null): void {
  useEffect(() => {
    if (moduleId === null) return;
    const sessionId = crypto.randomUUID();
    const tracker = createStudyTracker(Date.now(), pageVisible());

    const send = (keepalive: boolean, opening = false) => {
      const snapshot = tracker.snapshot(Date.now());
      if (snapshot.elapsedSeconds < 1 && !opening) return;
      void postStudyHeartbeat({ sessionId, moduleId, ...snapshot }, { keepalive });
    };

    const listeners: [InteractionKind, (event: Event) => void][] = (['click', 'keydown', 'scroll'] as const).map((kind) => [
      kind,
      () => tracker.interaction(kind, Date.now()),
    ]);
    for (const [kind, listener] of listeners) document.addEventListener(kind, listener, { capture: true, passive: true });

    const onVisibilityChange = () => {
      const visible = pageVisible();
      tracker.setVisible(visible, Date.now());
      if (!visible) send(true);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);

    send(false, true);
    const interval = window.setInterval(() => {
      if (tracker.isVisible()) send(false);
    }, HEARTBEAT_INTERVAL_MS);

    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      for (const [kind, listener] of listeners) document.removeEventListener(kind, listener, { capture: true });
      send(true);
    };
  }, [moduleId]);
}
