import { describe, expect, it, vi } from 'vitest';
import { createMentorContextStore } from './mentor-context-store.tsx';

describe('createMentorContextStore', () => {
  it('keeps the context with the path it was set on and tells its listeners', () => {
    let pathname = '/courses';
    const store = createMentorContextStore({ currentPathname: () => pathname });
    const listener = vi.fn();
    store.subscribe(listener);

    store.set({ page: 'courses' });

    expect(store.get()).toEqual({ context: { page: 'courses' }, pathname: '/courses' });
    expect(listener).toHaveBeenCalledTimes(1);

    pathname = '/module/2';
    store.set({ page: 'module', moduleId: 2 });
    expect(store.get()).toEqual({ context: { page: 'module', moduleId: 2 }, pathname: '/module/2' });
  });

  it('forgets a context set on another path, and keeps one set on this path', () => {
    const store = createMentorContextStore({ currentPathname: () => '/' });
    store.set({ page: 'dashboard' });

    store.forgetOtherThan('/');
    expect(store.get()?.context).toEqual({ page: 'dashboard' });

    store.forgetOtherThan('/terms');
    expect(store.get()).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createMentorContextStore({ currentPathname: () => '/' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();

    store.set({ page: 'landing' });

    expect(listener).not.toHaveBeenCalled();
  });
});
