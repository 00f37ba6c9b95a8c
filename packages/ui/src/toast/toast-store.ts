import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/** Only one toast is shown at a time; a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes by itself (ms). */
export const TOAST_DURATION = 5000;
/** After a toast closes, how long it is kept for its exit animation before it is removed (ms). */
export const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; TOAST_DURATION by default. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

export interface ToastStore {
  toast(options: ToastOptions): ToastHandle;
  /** Closes one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function set(next: readonly ToastItem[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        set(toasts.filter((item) => item.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }

  function dismiss(id?: string) {
    const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    for (const item of closing) scheduleRemoval(item.id);
    set(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
  }

  function toast(options: ToastOptions): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = `toast-${counter}`;
    const item: ToastItem = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION,
      open: true,
    };
    const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
    for (const dropped of toasts) {
      if (kept.includes(dropped)) continue;
      const timer = removeTimers.get(dropped.id);
      if (timer) clearTimeout(timer);
      removeTimers.delete(dropped.id);
    }
    set(kept);
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The academy's one toast store; the shell renders it with <Toaster />. */
export const toastStore: ToastStore = createToastStore();

/** Shows a toast in the Toaster of the page. */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options);
}

export function useToasts(store: ToastStore = toastStore): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The toast function plus the toasts currently known to the store. */
export function useToast(store: ToastStore = toastStore) {
  const toasts = useToasts(store);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
