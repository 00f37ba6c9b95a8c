import { useCallback, useEffect, useRef, useState } from 'react';

const storageKey = (moduleId: number) => `academy.learning.module-completed-notice.${moduleId}`;

function alreadyShown(moduleId: number): boolean {
  try {
    return window.localStorage.getItem(storageKey(moduleId)) !== null;
  } catch {
    return false;
  }
}

function rememberShown(moduleId: number): void {
  try {
    window.localStorage.setItem(storageKey(moduleId), new Date().toISOString());
  } catch {
    // Storage can be unavailable (private windows); the notice then relies on this visit only.
  }
}

/**
 * The once-only 'Module Completed!' notice. It appears when the module becomes completed during this
 * visit (the progress record turns completed, or the service says an attempt just completed it), and
 * never again for that module in this browser: a module already completed when the page opens does
 * not show it (nor one whose record says so when it arrives after the page opened), and the
 * browser remembers it was shown. `completed` is undefined while the record is loading.
 */
export function useModuleCompletedNotice(moduleId: number, completed: boolean | undefined) {
  const [visible, setVisible] = useState(false);
  // Undefined until the record is known: the page opens before it has arrived.
  const completedAtOpen = useRef(completed);

  const announce = useCallback(() => {
    if (alreadyShown(moduleId)) return;
    rememberShown(moduleId);
    setVisible(true);
  }, [moduleId]);

  useEffect(() => {
    if (completed === undefined) return;
    completedAtOpen.current ??= completed;
    if (completed && !completedAtOpen.current) announce();
    if (!completed) completedAtOpen.current = false;
  }, [completed, announce]);

  const dismiss = useCallback(() => setVisible(false), []);
  return { visible, announce, dismiss };
}
