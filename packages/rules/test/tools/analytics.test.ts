import { describe, expect, it } from 'vitest';
import { changeNote, improvementPercentage, inWindow, isMetricVerified, periodWindows, roiPercentage } from '../../src/tools/index.ts';

describe('improvementPercentage', () => {
  it('(current − baseline) / |baseline| × 100, to 2 decimals', () => {
    expect(improvementPercentage(100, 125)).toBe(25);
    expect(improvementPercentage(200, 150)).toBe(-25);
    expect(improvementPercentage(3, 4)).toBe(33.33);
    expect(improvementPercentage(-50, -25)).toBe(50);
  });

  it('is 0 when the baseline is empty or 0', () => {
    expect(improvementPercentage(null, 10)).toBe(0);
    expect(improvementPercentage(undefined, 10)).toBe(0);
    expect(improvementPercentage(0, 10)).toBe(0);
  });
});

describe('roiPercentage', () => {
  it('(projected − investment) / investment × 100, to 2 decimals; 0 with no investment', () => {
    expect(roiPercentage(1000, 2500)).toBe(150);
    expect(roiPercentage(1000, 500)).toBe(-50);
    expect(roiPercentage(3, 4)).toBe(33.33);
    expect(roiPercentage(0, 5)).toBe(0);
  });
});

describe('the period filter', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const at = (iso: string) => ({ at: iso });

  it('keeps the last n days and puts the n days before them in the previous window', () => {
    const windows = periodWindows(7, now);
    const items = [at('2026-11-24T12:00:00Z'), at('2026-11-17T12:00:01Z'), at('2026-11-17T12:00:00Z'), at('2026-11-10T12:00:01Z'), at('2026-11-10T12:00:00Z')];
    expect(inWindow(items, windows.current, (i) => i.at).map((i) => i.at)).toEqual(['2026-11-24T12:00:00Z', '2026-11-17T12:00:01Z']);
    expect(inWindow(items, windows.previous, (i) => i.at).map((i) => i.at)).toEqual(['2026-11-17T12:00:00Z', '2026-11-10T12:00:01Z']);
  });

  it('counts a row stamped just after now (a service clock ahead of the browser) in the current period', () => {
    const windows = periodWindows(7, now);
    expect(inWindow([at('2026-11-24T12:00:05Z')], windows.current, (i) => i.at)).toHaveLength(1);
    expect(inWindow([at('2026-11-24T12:00:05Z')], windows.previous, (i) => i.at)).toHaveLength(0);
  });

  it('a longer period holds more', () => {
    const items = [at('2026-11-20T00:00:00Z'), at('2026-10-01T00:00:00Z'), at('2026-01-01T00:00:00Z')];
    expect([7, 30, 90, 365].map((days) => inWindow(items, periodWindows(days, now).current, (i) => i.at).length)).toEqual([1, 1, 2, 3]);
  });
});

describe('changeNote', () => {
  it('says the change against the previous period of the same length', () => {
    expect(changeNote(120, 100, 30)).toBe('+20% from the previous 30 days');
    expect(changeNote(80, 100, 7)).toBe('-20% from the previous 7 days');
    expect(changeNote(100, 100, 90)).toBe('No change from the previous 90 days');
  });

  it('never invents a percentage from nothing', () => {
    expect(changeNote(5, 0, 30)).toBe('No data in the previous 30 days to compare');
    expect(changeNote(0, 0, 30)).toBe('No activity in this or the previous 30 days');
  });
});

describe('isMetricVerified', () => {
  const studied = (moduleId: number, at: Date) => moduleId === 2 && at.getTime() > Date.parse('2026-11-01T00:00:00Z');
  const metric = { baselineValue: 100, currentValue: 120, attributedModules: [2], recordedAt: '2026-11-20T00:00:00Z' };

  it('is verified when an attributed module was studied before it was recorded', () => {
    expect(isMetricVerified(metric, studied)).toBe(true);
  });

  it('is not verified without modules, without study before it, or without both values', () => {
    expect(isMetricVerified({ ...metric, attributedModules: [] }, studied)).toBe(false);
    expect(isMetricVerified({ ...metric, attributedModules: [3] }, studied)).toBe(false);
    expect(isMetricVerified({ ...metric, recordedAt: '2026-10-01T00:00:00Z' }, studied)).toBe(false);
    expect(isMetricVerified({ ...metric, baselineValue: null }, studied)).toBe(false);
  });
});
