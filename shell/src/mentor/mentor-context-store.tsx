import type { MentorContext } from '@academy/web-kit';
import { useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** A page's mentor context with the path of the page that set it. */
export interface MentorContextEntry {
  context: MentorContext;
  pathname: string;
}

/**
 * The page context pages report for the mentor widget (Platform.setMentorContext). Each context
 * belongs to the path it was set on: on another path it no longer applies, so a page that forgot
 * to clear its context never leaks it into the next one.
 */
export interface MentorContextStore {
  set(context: MentorContext | null): void;
  get(): MentorContextEntry | null;
  /** Drops a context that was set on another path (called when a navigation ends). */
  forgetOtherThan(pathname: string): void;
  subscribe(listener: () => void): () => void;
}

export interface MentorContextStoreOptions {
  /** The path in view when a page sets its context. */
  currentPathname(): string;
}

export function createMentorContextStore({ currentPathname }: MentorContextStoreOptions): MentorContextStore {
  let current: MentorContextEntry | null = null;
  const listeners = new Set<() => void>();
  const replace = (next: MentorContextEntry | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    set(context) {
      replace(context ? { context, pathname: currentPathname() } : null);
    },
    get: () => current,
    forgetOtherThan(pathname) {
      if (current && current.pathname !== pathname) replace(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const MentorContextStoreContext = createContext<MentorContextStore | null>(null);

export function MentorContextStoreProvider({ store, children }: { store: MentorContextStore; children?: ReactNode }) {
  return <MentorContextStoreContext.Provider value={store}>{children}</MentorContextStoreContext.Provider>;
}

/** The mentor context of the page in view, or null when the page set none. */
export function usePageMentorContext(): MentorContext | null {
  const store = useContext(MentorContextStoreContext);
  if (!store) throw new Error('usePageMentorContext() needs a <MentorContextStoreProvider>.');
  const entry = useSyncExternalStore(store.subscribe, store.get, store.get);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return entry && entry.pathname === pathname ? entry.context : null;
}
