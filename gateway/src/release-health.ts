/**
 * Release health (docs/decisions/050-release-health.md): a canary judged by its figures against the
 * live version's. The services count each request in a release cohort (`cohort="candidate"` when the
 * browser runs the slice's canaried remote, from the `academy_canary` cookie); the back office
 * counts browsers' errors by version. Two samples of those cumulative figures taken an interval
 * apart give each cohort's requests, 5xx share, p95 and client errors per 100 requests over the
 * interval, and a verdict.
 */
import {
  HTTP_DURATION_METRIC,
  HTTP_REQUESTS_METRIC,
  backofficeOperations,
  clientErrorCountsSchema,
  parseMetrics,
  platformOperations,
  type ReleaseCohort,
  type SliceName,
} from '@academy/contracts';
import { ReleaseError, type ReleaseStore } from './releases.ts';
import { serviceRoute } from './route-table.ts';

/** One cohort's figures in one process, as counted since the process started. */
export interface CohortFigures {
  requests: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** The duration histogram's cumulative buckets: upper bound in seconds (`+Inf` included) → requests at or under it. */
  buckets: Record<string, number>;
}

/** The figures at one moment. */
export interface HealthSample {
  /** Milliseconds since the epoch. */
  at: number;
  /** Per process of the slice's service (its base URL), per cohort: cumulative since the process started. */
  processes: Record<string, Record<ReleaseCohort, CohortFigures>>;
  /** Browsers' errors per version (the remote's manifest URL), counted since a fixed time; null when they could not be read. */
  clientErrors: Record<string, number> | null;
}

/** When a canary is unhealthy. Each is overridable on the command line. */
export interface HealthThresholds {
  /** Fewer candidate requests than this over the interval: not enough traffic to judge. */
  minRequests: number;
  /** The candidate's 5xx share is unhealthy above max(errorRateRatio × live's, live's + errorRatePoints percentage points). */
  errorRateRatio: number;
  errorRatePoints: number;
  /** The candidate's p95 is unhealthy above p95Ratio × live's + p95SlackMs. */
  p95Ratio: number;
  p95SlackMs: number;
  /** The candidate's client errors per 100 requests are unhealthy above clientErrorRatio × live's + clientErrorSlack. */
  clientErrorRatio: number;
  clientErrorSlack: number;
  /** With too few requests to judge, this many client errors from the candidate still make it unhealthy (a remote that does not load sends none). */
  minClientErrors: number;
}

export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = {
  minRequests: 50,
  errorRateRatio: 2,
  errorRatePoints: 2,
  p95Ratio: 1.5,
  p95SlackMs: 50,
  clientErrorRatio: 2,
  clientErrorSlack: 1,
  minClientErrors: 5,
};

/** One cohort over the interval. */
export interface CohortReport {
  requests: number;
  /** The 5xx share, 0 to 1 (null with no requests). */
  errorRate: number | null;
  /** Milliseconds, interpolated in the histogram's buckets as Prometheus's histogram_quantile does (null with no requests). */
  p95Ms: number | null;
  /** Null when the back office's counts could not be read. */
  clientErrors: number | null;
  clientErrorsPer100: number | null;
}

export type HealthVerdict = 'healthy' | 'unhealthy' | 'not enough traffic';

export interface HealthJudgement {
  seconds: number;
  candidate: CohortReport;
  live: CohortReport;
  verdict: HealthVerdict;
  /** What crossed a threshold (unhealthy), or why there is no verdict. */
  reasons: string[];
}

/** The versions whose client errors belong to each cohort: the remotes' manifest URLs as /config.json gives them. */
export interface CohortVersions {
  candidate: string;
  live: string;
}

const emptyFigures = (): CohortFigures => ({ requests: 0, serverErrors: 0, buckets: {} });

/** What a process counted between two samples; all of `after` when its counters went back (the process restarted). */
function growth(before: CohortFigures | undefined, after: CohortFigures): CohortFigures {
  if (!before || after.requests < before.requests) return after;
  const buckets: Record<string, number> = {};
  for (const [le, count] of Object.entries(after.buckets)) buckets[le] = count - (before.buckets[le] ?? 0);
  return { requests: after.requests - before.requests, serverErrors: after.serverErrors - before.serverErrors, buckets };
}

function add(into: CohortFigures, more: CohortFigures): void {
  into.requests += more.requests;
  into.serverErrors += more.serverErrors;
  for (const [le, count] of Object.entries(more.buckets)) into.buckets[le] = (into.buckets[le] ?? 0) + count;
}

/** The 95th percentile in milliseconds from cumulative buckets, linear within the bucket it falls in (the highest finite bound past it). */
export function p95FromBuckets(buckets: Record<string, number>, total: number): number | null {
  if (total <= 0) return null;
  const bounds = Object.entries(buckets)
    .map(([le, count]) => ({ le: le === '+Inf' ? Infinity : Number(le), count }))
    .filter((bucket) => !Number.isNaN(bucket.le))
    .sort((a, b) => a.le - b.le);
  const rank = 0.95 * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of bounds) {
    if (count >= rank) {
      if (le === Infinity) return lower * 1000;
      const share = count > below ? (rank - below) / (count - below) : 1;
      return (lower + (le - lower) * share) * 1000;
    }
    lower = le === Infinity ? lower : le;
    below = count;
  }
  return lower * 1000;
}

function report(figures: CohortFigures, clientErrors: number | null): CohortReport {
  return {
    requests: figures.requests,
    errorRate: figures.requests > 0 ? figures.serverErrors / figures.requests : null,
    p95Ms: p95FromBuckets(figures.buckets, figures.requests),
    clientErrors,
    clientErrorsPer100: clientErrors === null || figures.requests === 0 ? null : (clientErrors / figures.requests) * 100,
  };
}

const percent = (share: number) => `${formatNumber(share * 100)} %`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
function formatNumber(value: number): string {
  return value >= 10 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
}

/**
 * The canary's health from two samples taken an interval apart: each cohort's figures over the
 * interval and a verdict. Unhealthy when the candidate's 5xx share, p95 or client errors per 100
 * requests cross their threshold against the live version's (the reasons say which); not enough
 * traffic below `minRequests` candidate requests (unless its client errors alone reach
 * `minClientErrors`); healthy otherwise.
 */
export function judgeCanary(
  before: HealthSample,
  after: HealthSample,
  versions: CohortVersions,
  thresholds: HealthThresholds = DEFAULT_HEALTH_THRESHOLDS,
): HealthJudgement {
  const totals: Record<ReleaseCohort, CohortFigures> = { candidate: emptyFigures(), live: emptyFigures() };
  for (const [process, cohorts] of Object.entries(after.processes)) {
    for (const cohort of ['candidate', 'live'] as const) add(totals[cohort], growth(before.processes[process]?.[cohort], cohorts[cohort]));
  }
  const clientErrorsOf = (version: string): number | null => {
    if (!after.clientErrors) return null;
    const now = after.clientErrors[version] ?? 0;
    const then = before.clientErrors?.[version] ?? 0;
    return now >= then ? now - then : now;
  };
  const candidate = report(totals.candidate, clientErrorsOf(versions.candidate));
  const live = report(totals.live, clientErrorsOf(versions.live));
  const judged = (verdict: HealthVerdict, reasons: string[]): HealthJudgement => ({
    seconds: (after.at - before.at) / 1000,
    candidate,
    live,
    verdict,
    reasons,
  });

  if (candidate.requests < thresholds.minRequests) {
    if (candidate.clientErrors !== null && candidate.clientErrors >= thresholds.minClientErrors) {
      return judged('unhealthy', [`${candidate.clientErrors} client errors from the candidate with only ${candidate.requests} requests`]);
    }
    return judged('not enough traffic', [`${candidate.requests} candidate requests, fewer than the ${thresholds.minRequests} needed to judge`]);
  }

  const reasons: string[] = [];
  const liveErrorRate = live.errorRate ?? 0;
  const candidateErrorRate = candidate.errorRate ?? 0;
  if (candidateErrorRate > Math.max(thresholds.errorRateRatio * liveErrorRate, liveErrorRate + thresholds.errorRatePoints / 100)) {
    reasons.push(`error rate ${percent(candidateErrorRate)} against ${percent(liveErrorRate)} live`);
  }
  // Without live requests there is no latency to compare with.
  if (candidate.p95Ms !== null && live.p95Ms !== null && candidate.p95Ms > thresholds.p95Ratio * live.p95Ms + thresholds.p95SlackMs) {
    reasons.push(`p95 ${milliseconds(candidate.p95Ms)} against ${milliseconds(live.p95Ms)} live`);
  }
  if (candidate.clientErrorsPer100 !== null) {
    const livePer100 = live.clientErrorsPer100 ?? 0;
    if (candidate.clientErrorsPer100 > thresholds.clientErrorRatio * livePer100 + thresholds.clientErrorSlack) {
      reasons.push(`${formatNumber(candidate.clientErrorsPer100)} client errors per 100 requests against ${formatNumber(livePer100)} live`);
    }
  }
  return reasons.length ? judged('unhealthy', reasons) : judged('healthy', []);
}

/** The service kit's own routes (probes, scrapes, events): not the slice's operations. */
const platformOperationNames = new Set(Object.keys(platformOperations));

/** One process's request figures by cohort, from its GET /metrics text. */
export function cohortFiguresFromMetrics(text: string): Record<ReleaseCohort, CohortFigures> {
  const figures: Record<ReleaseCohort, CohortFigures> = { candidate: emptyFigures(), live: emptyFigures() };
  for (const sample of parseMetrics(text)) {
    const { operation, cohort, status, le } = sample.labels;
    if (!operation || platformOperationNames.has(operation)) continue;
    const into = figures[cohort === 'candidate' ? 'candidate' : 'live'];
    if (sample.name === HTTP_REQUESTS_METRIC) {
      into.requests += sample.value;
      if (status?.startsWith('5')) into.serverErrors += sample.value;
    } else if (sample.name === `${HTTP_DURATION_METRIC}_bucket` && le) {
      into.buckets[le] = (into.buckets[le] ?? 0) + sample.value;
    }
  }
  return figures;
}

/** Where the figures are read. */
export interface HealthSources {
  slice: SliceName;
  /** The base URL of every process of the slice's service. */
  serviceUrls: readonly string[];
  /** The back office's base URL and the platform's shared secret (INTERNAL_EVENTS_TOKEN), when set. */
  backoffice: { url: string; token?: string | undefined };
  /** Client errors are counted from this time on. */
  since: Date;
}

/** The slice's service processes (`<SLICE>_URL`, comma-separated for several) and the back office (`BACKOFFICE_URL`), defaulting to `npm start`'s ports. */
export function healthSourcesFromEnv(slice: SliceName, env: NodeJS.ProcessEnv, since: Date): HealthSources {
  const urls = (name: SliceName) => {
    const route = serviceRoute(name);
    return (env[route.urlEnv]?.trim() || `http://127.0.0.1:${route.defaultPort}`)
      .split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  };
  return { slice, serviceUrls: urls(slice), backoffice: { url: urls('backoffice')[0] ?? '', token: env.INTERNAL_EVENTS_TOKEN?.trim() || undefined }, since };
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The figures now: every process's /metrics and the back office's client-error counts. A process
 * that does not answer is left out (and named in `problems`); none answering is an error. Client
 * errors that cannot be read are null: the verdict then rests on the request figures.
 */
export async function readHealthSample(sources: HealthSources): Promise<{ sample: HealthSample; problems: string[] }> {
  const at = Date.now();
  const problems: string[] = [];
  const processes: HealthSample['processes'] = {};
  await Promise.all(
    sources.serviceUrls.map(async (url) => {
      try {
        processes[url] = cohortFiguresFromMetrics(await fetchText(`${url}${platformOperations.metrics.path}`));
      } catch (error) {
        problems.push(`${url}/metrics: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  if (Object.keys(processes).length === 0) throw new ReleaseError(`No process of the ${sources.slice} service answered: ${problems.join('; ')}`);

  let clientErrors: Record<string, number> | null = null;
  try {
    const query = new URLSearchParams({ since: sources.since.toISOString() });
    const text = await fetchText(
      `${sources.backoffice.url}${backofficeOperations.countClientErrors.path}?${query}`,
      sources.backoffice.token ? { 'x-internal-token': sources.backoffice.token } : {},
    );
    clientErrors = {};
    for (const { source, version, count } of clientErrorCountsSchema.parse(JSON.parse(text)).counts) {
      if (source === sources.slice) clientErrors[version] = count;
    }
  } catch (error) {
    problems.push(`client errors not read (${sources.backoffice.url}): ${error instanceof Error ? error.message : String(error)}`);
  }
  return { sample: { at, processes, clientErrors }, problems };
}

/** The judgement as lines for the terminal: the two cohorts side by side, then the verdict. */
export function describeJudgement(judgement: HealthJudgement): string[] {
  const { candidate, live } = judgement;
  const rows: Array<[string, (cohort: CohortReport) => string]> = [
    ['requests', (cohort) => String(cohort.requests)],
    ['error rate (5xx)', (cohort) => (cohort.errorRate === null ? '–' : percent(cohort.errorRate))],
    ['p95', (cohort) => (cohort.p95Ms === null ? '–' : milliseconds(cohort.p95Ms))],
    ['client errors', (cohort) => (cohort.clientErrors === null ? 'not read' : String(cohort.clientErrors))],
    ['client errors / 100 requests', (cohort) => (cohort.clientErrorsPer100 === null ? '–' : formatNumber(cohort.clientErrorsPer100))],
  ];
  const line = (label: string, a: string, b: string) => `  ${label.padEnd(30)}${a.padStart(12)}${b.padStart(12)}`;
  return [
    `over ${formatNumber(judgement.seconds)} s:`,
    line('', 'candidate', 'live'),
    ...rows.map(([label, show]) => line(label, show(candidate), show(live))),
    `verdict: ${judgement.verdict}${judgement.reasons.length ? ` (${judgement.reasons.join('; ')})` : ''}`,
  ];
}

export interface WatchOptions {
  slice: SliceName;
  store: ReleaseStore;
  /** Who watches (the history's `by` of an automatic rollback). */
  by: string;
  /** The canaried version watched: the watch ends when it is no longer canaried. */
  version: string;
  versions: CohortVersions;
  read: () => Promise<{ sample: HealthSample; problems: string[] }>;
  /** Between samples. */
  intervalMs: number;
  /** Each judgement covers about this long (from the newest sample at least this old, or the first). */
  windowMs: number;
  thresholds: HealthThresholds;
  log: (line: string) => void;
  wait?: (ms: number) => Promise<void>;
}

export type WatchOutcome = { outcome: 'rolled back'; judgement: HealthJudgement } | { outcome: 'canary ended' };

/**
 * Judges the canary every interval over the last window, and when it is unhealthy rolls it back
 * (everyone on the live version, the candidate kept at 0 %) with the reasons in the registry's
 * history. Ends then, or when the canary ends otherwise (promoted, rolled back by hand).
 */
export async function watchCanary(options: WatchOptions): Promise<WatchOutcome> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { slice, version, log } = options;
  const samples: HealthSample[] = [];
  // A problem is told once, not at every sample while it lasts.
  let told = new Set<string>();
  const tell = (problems: string[]) => {
    for (const problem of problems) if (!told.has(problem)) log(`${slice}: ${problem}`);
    told = new Set(problems);
  };
  const take = async () => {
    try {
      const { sample, problems } = await options.read();
      tell(problems);
      return sample;
    } catch (error) {
      tell([error instanceof Error ? error.message : String(error)]);
      return undefined;
    }
  };
  log(`${slice}: watching the canary of ${version} every ${options.intervalMs / 1000} s over the last ${options.windowMs / 1000} s…`);
  for (;;) {
    const sample = await take();
    const candidate = (await options.store.registry()).slices[slice]?.candidate;
    if (candidate?.version !== version || candidate.percent === 0) {
      log(`${slice}: the canary of ${version} has ended (promoted or rolled back); no longer watching.`);
      return { outcome: 'canary ended' };
    }
    if (sample) {
      samples.push(sample);
      while (samples.length > 2 && sample.at - samples[1]!.at >= options.windowMs) samples.shift();
      if (samples.length >= 2) {
        const judgement = judgeCanary(samples[0]!, sample, options.versions, options.thresholds);
        log(`${slice} ${new Date(sample.at).toISOString()}: ${summaryOf(judgement)}`);
        if (judgement.verdict === 'unhealthy') {
          const reason = judgement.reasons.join('; ');
          await options.store.rollbackCanary(slice, options.by, version, reason);
          log(`${slice}: rolled back automatically: everyone is on the live version again (${reason}).`);
          return { outcome: 'rolled back', judgement };
        }
      }
    }
    await wait(options.intervalMs);
  }
}

/** One line: the verdict and the candidate's figures against live's. */
function summaryOf({ verdict, reasons, candidate, live }: HealthJudgement): string {
  const figures = (cohort: CohortReport) =>
    `${cohort.requests} requests, ${cohort.errorRate === null ? '–' : percent(cohort.errorRate)} 5xx, p95 ${cohort.p95Ms === null ? '–' : milliseconds(cohort.p95Ms)}`;
  return `${verdict}${reasons.length ? ` (${reasons.join('; ')})` : ''} — candidate ${figures(candidate)}; live ${figures(live)}`;
}
