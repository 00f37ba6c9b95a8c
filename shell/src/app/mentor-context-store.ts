import type { MentorContext } from '@academy/web-kit';
import { useSyncExternalStore } from 'react';

/** The page context remotes report for the mentor widget (Platform.setMentorContext). */
export interface MentorContextStore {
  set(context: MentorContext | null): void;
  get(): MentorContext | null;
  subscribe(listener: () => void): () => void;
}

export function createMentorContextStore(): MentorContextStore {
  let current: MentorContext | null = null;
  const listeners = new Set<() => void>();
  return {
    set(context) {
      current = context;
      for (const listener of listeners) listener();
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useMentorContext(store: MentorContextStore): MentorContext | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
