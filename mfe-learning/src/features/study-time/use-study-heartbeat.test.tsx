import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubbedCall } from '@academy/web-kit/testing';
import { useStudyHeartbeat } from './use-study-heartbeat.ts';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

const allBeats = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/study-sessions');
/** The heartbeats after the opening one each visit sends at once. */
const beats = (calls: StubbedCall[]) => allBeats(calls).filter((call) => (call.body as { elapsedSeconds: number }).elapsedSeconds > 0);

describe('useStudyHeartbeat', () => {
  let calls: StubbedCall[];

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    calls = stubFetch({ 'POST /api/study-sessions': { status: 204 } });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an opening heartbeat, then one every 30 s of the visit with one session id and growing totals', () => {
    renderHook(() => useStudyHeartbeat(7));
    expect(allBeats(calls).map((call) => call.body)).toEqual([expect.objectContaining({ moduleId: 7, elapsedSeconds: 0, activeSeconds: 0 })]);
    act(() => vi.advanceTimersByTime(29_999));
    expect(allBeats(calls)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(30_000));
    act(() => vi.advanceTimersByTime(30_000));
    const sent = allBeats(calls).map((call) => call.body as Record<string, unknown>);
    expect(sent).toHaveLength(4);
    expect(sent.map(({ elapsedSeconds, activeSeconds }) => [elapsedSeconds, activeSeconds])).toEqual([
      [0, 0],
      [30, 30],
      [60, 60],
      [90, 60],
    ]);
    expect(new Set(sent.map((body) => body.sessionId)).size).toBe(1);
    expect(sent[1]).toEqual(expect.objectContaining({ moduleId: 7, interactions: 0, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) }));
    expect(beats(calls).every((call) => !call.keepalive)).toBe(true);
  });

  it('counts clicks, key presses and scrolls, which keep the learner active', () => {
    renderHook(() => useStudyHeartbeat(7));
    act(() => vi.advanceTimersByTime(50_000));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    window.document.dispatchEvent(new Event('scroll'));
    act(() => vi.advanceTimersByTime(70_000));
    const last = beats(calls).at(-1)?.body;
    expect(last).toEqual(expect.objectContaining({ elapsedSeconds: 120, activeSeconds: 110, interactions: 3 }));
  });

  it('when the tab is hidden, reports at once with keepalive and stops the heartbeats until it is shown', () => {
    renderHook(() => useStudyHeartbeat(7));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => setVisibility('hidden'));
    expect(beats(calls)).toHaveLength(1);
    expect(beats(calls)[0]).toEqual(expect.objectContaining({ keepalive: true, body: expect.objectContaining({ elapsedSeconds: 10 }) }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(beats(calls)).toHaveLength(1);
    act(() => setVisibility('visible'));
    // The heartbeat keeps its 30 s rhythm from the start of the visit: the next one is at 150 s.
    act(() => vi.advanceTimersByTime(20_000));
    expect(beats(calls)).toHaveLength(2);
    expect(beats(calls).at(-1)?.body).toEqual(expect.objectContaining({ elapsedSeconds: 150, activeSeconds: 10 + 20 }));
  });

  it('when the learner leaves the page, sends a last heartbeat with keepalive; a new visit is a new session', () => {
    const first = renderHook(() => useStudyHeartbeat(7));
    act(() => vi.advanceTimersByTime(12_000));
    first.unmount();
    expect(beats(calls)).toHaveLength(1);
    expect(beats(calls)[0]).toEqual(expect.objectContaining({ keepalive: true, body: expect.objectContaining({ elapsedSeconds: 12 }) }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(beats(calls)).toHaveLength(1);

    const second = renderHook(() => useStudyHeartbeat(7));
    act(() => vi.advanceTimersByTime(5_000));
    second.unmount();
    const [a, b] = beats(calls).map((call) => (call.body as { sessionId: string }).sessionId);
    expect(new Set(allBeats(calls).map((call) => (call.body as { sessionId: string }).sessionId))).toEqual(new Set([a, b]));
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
  });

  it('reports only the opening heartbeat for a visit shorter than a second', () => {
    const { unmount } = renderHook(() => useStudyHeartbeat(7));
    unmount();
    expect(allBeats(calls)).toHaveLength(1);
    expect(beats(calls)).toHaveLength(0);
  });

  it('tracks nothing without a module', () => {
    const { unmount } = renderHook(() => useStudyHeartbeat(null));
    act(() => vi.advanceTimersByTime(90_000));
    unmount();
    expect(calls).toHaveLength(0);
  });
});
