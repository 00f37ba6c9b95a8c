import { HTTP_DURATION_METRIC, HTTP_REQUESTS_METRIC } from '@academy/contracts';
import { probeOperations } from './targets.ts';

/*
 * The PromQL the dashboards and the alert rules share, so a panel shows exactly what an alert
 * judges. Metric names are the service kit's (packages/service-kit/README.md, Metrics); the test
 * checks every name used here against the registries of the assembled services.
 */

const REQUESTS = HTTP_REQUESTS_METRIC;
const DURATION = HTTP_DURATION_METRIC;

/** A label matcher list: `{ service: 'learning', operation: ['!~', 'a|b'] }` → `service="learning",operation!~"a|b"`. */
export type Matchers = Record<string, string | readonly ['=' | '!=' | '=~' | '!~', string]>;

export function selector(metric: string, matchers: Matchers = {}): string {
  const labels = Object.entries(matchers).map(([label, value]) => {
    const [op, text] = typeof value === 'string' ? ['=', value] : value;
    return `${label}${op}${JSON.stringify(text)}`;
  });
  return labels.length ? `${metric}{${labels.join(',')}}` : metric;
}

/** Requests that are traffic: the kit's probes and scrapes left out. */
export const notProbes = ['!~', probeOperations.join('|')] as const;

const by = (labels: readonly string[]) => (labels.length ? ` by (${labels.join(', ')})` : '');

/** Requests per second, summed by the labels. */
export function requestRate(matchers: Matchers, labels: readonly string[], window: string): string {
  return `sum${by(labels)} (rate(${selector(REQUESTS, matchers)}[${window}]))`;
}

/** The share of requests answered 5xx, by the labels. */
export function serverErrorRatio(matchers: Matchers, labels: readonly string[], window: string): string {
  return `${requestRate({ ...matchers, status: ['=~', '5..'] }, labels, window)} / ${requestRate(matchers, labels, window)}`;
}

/** A latency quantile from the duration histogram, by the labels. */
export function latencyQuantile(quantile: number, matchers: Matchers, labels: readonly string[], window: string): string {
  return `histogram_quantile(${quantile}, sum by (${[...labels, 'le'].join(', ')}) (rate(${selector(`${DURATION}_bucket`, matchers)}[${window}])))`;
}

/** Matchers for traffic whose duration is a latency: no probes, no scrapes, no event streams (their duration is the stream's life). */
export function latencyMatchers(streams: readonly string[], matchers: Matchers = {}): Matchers {
  return { ...matchers, operation: ['!~', [...probeOperations, ...streams].join('|')] };
}
