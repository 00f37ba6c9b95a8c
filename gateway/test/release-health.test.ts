import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  cohortFiguresFromMetrics,
  judgeCanary,
  p95FromBuckets,
  type CohortFigures,
  type HealthSample,
} from '../src/release-health.ts';

/*
 * The judge of a canary (decision 050) on constructed samples: each threshold crossed and not,
 * too little traffic, a restarted process, and the percentile read from histogram buckets.
 */

/** The service kit's duration buckets, in seconds. */
const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Cumulative figures for requests that took these many milliseconds, `errors` of them answered 5xx. */
function figures(durationsMs: readonly number[], errors = 0): CohortFigures {
  const buckets: Record<string, number> = {};
  for (const bound of BOUNDS) buckets[String(bound)] = durationsMs.filter((ms) => ms / 1000 <= bound).length;
  buckets['+Inf'] = durationsMs.length;
  return { requests: durationsMs.length, serverErrors: errors, buckets };
}

const times = (count: number, ms: number) => Array.from({ length: count }, () => ms);
const versions = { candidate: '/mfe/tools/v/00000000000000bb/mf-manifest.json', live: '/mfe/tools/v/00000000000000aa/mf-manifest.json' };

/** A sample with one process, and the client errors per version. */
function sample(at: number, candidate: CohortFigures, live: CohortFigures, clientErrors: Record<string, number> | null = {}): HealthSample {
  return { at, processes: { 'http://127.0.0.1:5103': { candidate, live } }, clientErrors };
}

const empty = figures([]);
/** Before: what the process had counted when the interval began (live traffic only). */
const before = sample(0, empty, figures(times(500, 20), 5), { [versions.live]: 3 });

/** After a 60 s interval: the live cohort grew by 1,000 requests with 1 % errors at 20 ms, 2 client errors. */
function after(candidate: CohortFigures, candidateClientErrors = 0): HealthSample {
  return sample(60_000, candidate, figures(times(1500, 20), 15), { [versions.live]: 5, [versions.candidate]: candidateClientErrors });
}

describe('judgeCanary', () => {
  it('is healthy when the candidate’s figures are like live’s, and reports both cohorts over the interval', () => {
    const judgement = judgeCanary(before, after(figures(times(100, 22), 1), 1), versions);
    expect(judgement).toMatchObject({ verdict: 'healthy', reasons: [], seconds: 60 });
    expect(judgement.candidate).toMatchObject({ requests: 100, errorRate: 0.01, clientErrors: 1, clientErrorsPer100: 1 });
    expect(judgement.live).toMatchObject({ requests: 1000, errorRate: 0.01, clientErrors: 2, clientErrorsPer100: 0.2 });
    expect(judgement.candidate.p95Ms).toBeGreaterThan(10);
    expect(judgement.candidate.p95Ms).toBeLessThanOrEqual(25);
  });

  it('is unhealthy when the candidate’s 5xx share is above max(2 × live, live + 2 points), and not at it', () => {
    // Live has 1 %: the line is 3 %.
    expect(judgeCanary(before, after(figures(times(100, 20), 3)), versions).verdict).toBe('healthy');
    const judgement = judgeCanary(before, after(figures(times(100, 20), 12)), versions);
    expect(judgement.verdict).toBe('unhealthy');
    expect(judgement.reasons).toEqual(['error rate 12 % against 1 % live']);
  });

  it('is unhealthy when the candidate’s p95 is above 1.5 × live’s + 50 ms', () => {
    // Live's p95 is in the 10–25 ms bucket: the line is under 90 ms.
    expect(judgeCanary(before, after(figures(times(100, 45))), versions).verdict).toBe('healthy');
    const judgement = judgeCanary(before, after(figures([...times(90, 20), ...times(10, 400)])), versions);
    expect(judgement.verdict).toBe('unhealthy');
    expect(judgement.reasons).toHaveLength(1);
    expect(judgement.reasons[0]).toMatch(/^p95 \d+ ms against \d+ ms live$/);
    expect(judgement.candidate.p95Ms).toBe(375);
  });

  it('is unhealthy when the candidate’s client errors per 100 requests are above 2 × live’s + 1', () => {
    // Live: 2 per 1,000 requests = 0.2 per 100; the line is 1.4.
    expect(judgeCanary(before, after(figures(times(100, 20)), 1), versions).verdict).toBe('healthy');
    const judgement = judgeCanary(before, after(figures(times(100, 20)), 5), versions);
    expect(judgement.verdict).toBe('unhealthy');
    expect(judgement.reasons).toEqual(['5 client errors per 100 requests against 0.2 live']);
  });

  it('names every threshold crossed', () => {
    const judgement = judgeCanary(before, after(figures(times(100, 900), 50), 9), versions);
    expect(judgement.reasons.map((reason) => reason.split(' ')[0])).toEqual(['error', 'p95', '9']);
  });

  it('says there is not enough traffic below the minimum of candidate requests, however bad they are', () => {
    const judgement = judgeCanary(before, after(figures(times(10, 900), 10)), versions);
    expect(judgement.verdict).toBe('not enough traffic');
    expect(judgement.reasons).toEqual(['10 candidate requests, fewer than the 50 needed to judge']);
    expect(judgeCanary(before, after(figures(times(10, 900), 10)), versions, { ...DEFAULT_HEALTH_THRESHOLDS, minRequests: 10 }).verdict).toBe('unhealthy');
  });

  it('is unhealthy on the candidate’s client errors alone when its remote sends (almost) no requests', () => {
    const judgement = judgeCanary(before, after(empty, 7), versions);
    expect(judgement).toMatchObject({ verdict: 'unhealthy', reasons: ['7 client errors from the candidate with only 0 requests'] });
  });

  it('judges by the request figures when the client errors could not be read', () => {
    const unread = { ...after(figures(times(100, 20))), clientErrors: null };
    const judgement = judgeCanary(before, unread, versions);
    expect(judgement.verdict).toBe('healthy');
    expect(judgement.candidate.clientErrors).toBeNull();
  });

  it('counts all of a restarted process’s figures (its counters went back to zero)', () => {
    const restarted = sample(60_000, figures(times(60, 20), 30), figures(times(100, 20), 1));
    const judgement = judgeCanary(before, restarted, versions);
    expect(judgement.live.requests).toBe(100);
    expect(judgement.candidate).toMatchObject({ requests: 60, errorRate: 0.5 });
    expect(judgement.verdict).toBe('unhealthy');
  });
});

describe('p95FromBuckets', () => {
  it('interpolates within the bucket the 95th request falls in, and stops at the highest finite bound', () => {
    expect(p95FromBuckets(figures([...times(90, 80), ...times(10, 400)]).buckets, 100)).toBe(375);
    expect(p95FromBuckets(figures(times(100, 60_000)).buckets, 100)).toBe(10_000);
    expect(p95FromBuckets({}, 0)).toBeNull();
  });
});

describe('cohortFiguresFromMetrics', () => {
  it('sums a service’s request series by cohort, 5xx apart, leaving out the kit’s probes and scrapes', () => {
    const text = [
      '# TYPE academy_http_requests_total counter',
      'academy_http_requests_total{operation="getAiTools",method="GET",status="200",cohort="candidate",service="tools"} 7',
      'academy_http_requests_total{operation="getAiTools",method="GET",status="503",cohort="candidate",service="tools"} 3',
      'academy_http_requests_total{operation="getAiTools",method="GET",status="200",cohort="live",service="tools"} 20',
      'academy_http_requests_total{operation="health",method="GET",status="200",cohort="live",service="tools"} 400',
      'academy_http_request_duration_seconds_bucket{le="0.1",operation="getAiTools",method="GET",status="200",cohort="candidate",service="tools"} 6',
      'academy_http_request_duration_seconds_bucket{le="0.1",operation="getAiTools",method="GET",status="503",cohort="candidate",service="tools"} 3',
      'academy_http_request_duration_seconds_bucket{le="+Inf",operation="getAiTools",method="GET",status="200",cohort="candidate",service="tools"} 7',
      'academy_http_request_duration_seconds_bucket{le="+Inf",operation="getAiTools",method="GET",status="503",cohort="candidate",service="tools"} 3',
    ].join('\n');
    const read = cohortFiguresFromMetrics(text);
    expect(read.candidate).toEqual({ requests: 10, serverErrors: 3, buckets: { '0.1': 9, '+Inf': 10 } });
    expect(read.live).toEqual({ requests: 20, serverErrors: 0, buckets: {} });
  });
});
