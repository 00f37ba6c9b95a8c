import { describe, expect, it } from 'vitest';
import { createStudyTracker } from './study-tracker.ts';

const s = (seconds: number) => seconds * 1000;

describe('createStudyTracker', () => {
  it('counts the first 60 s after opening the page as active, then nothing until the learner acts', () => {
    const tracker = createStudyTracker(0, true);
    expect(tracker.snapshot(s(30))).toEqual({ activeSeconds: 30, elapsedSeconds: 30, interactions: 0 });
    expect(tracker.snapshot(s(90))).toEqual({ activeSeconds: 60, elapsedSeconds: 90, interactions: 0 });
  });

  it('an interaction makes the next 60 s active again, without counting the idle gap before it', () => {
    const tracker = createStudyTracker(0, true);
    tracker.interaction('click', s(100));
    expect(tracker.snapshot(s(130)).activeSeconds).toBe(90);
    tracker.interaction('keydown', s(140));
    expect(tracker.snapshot(s(300))).toEqual({ activeSeconds: 60 + 100, elapsedSeconds: 300, interactions: 2 });
  });

  it('does not count time while the tab is hidden; coming back counts as activity', () => {
    const tracker = createStudyTracker(0, true);
    tracker.setVisible(false, s(10));
    expect(tracker.isVisible()).toBe(false);
    expect(tracker.snapshot(s(40)).activeSeconds).toBe(10);
    tracker.setVisible(true, s(500));
    expect(tracker.snapshot(s(530))).toEqual({ activeSeconds: 40, elapsedSeconds: 530, interactions: 0 });
  });

  it('a page opened in a hidden tab starts counting when it is shown', () => {
    const tracker = createStudyTracker(0, false);
    expect(tracker.snapshot(s(20)).activeSeconds).toBe(0);
    tracker.setVisible(true, s(20));
    expect(tracker.snapshot(s(50)).activeSeconds).toBe(30);
  });

  it('counts every click and key press but at most one scroll a second', () => {
    const tracker = createStudyTracker(0, true);
    for (const at of [0, 200, 400, 999, 1000, 1500, 2100]) tracker.interaction('scroll', at);
    tracker.interaction('click', 2200);
    tracker.interaction('click', 2201);
    tracker.interaction('keydown', 2202);
    expect(tracker.snapshot(3000).interactions).toBe(3 + 3);
  });

  it('never reports more than a day', () => {
    const tracker = createStudyTracker(0, true);
    for (let at = 0; at < s(25 * 3600); at += s(30)) tracker.interaction('click', at);
    const snapshot = tracker.snapshot(s(25 * 3600));
    expect(snapshot.elapsedSeconds).toBe(24 * 3600);
    expect(snapshot.activeSeconds).toBe(24 * 3600);
  });
});
