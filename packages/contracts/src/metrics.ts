/*
 * What the services' GET /metrics answer (decision 044) and what reads it (release health,
 * decision 050): the request series' names and the Prometheus text format, read back.
 */

/** Requests answered, by service, operation, method, status and release cohort. */
export const HTTP_REQUESTS_METRIC = 'academy_http_requests_total';
/** Their durations in seconds (a histogram: `_bucket{le}`, `_count`, `_sum`), with the same labels. */
export const HTTP_DURATION_METRIC = 'academy_http_request_duration_seconds';

/** One sample of a Prometheus text exposition: `name{label="value",…} number`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads the Prometheus text format (comments skipped, label values unescaped). */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const found = SAMPLE.exec(line.trim());
    if (!found) continue;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (found[2] ?? '').matchAll(LABEL))
      labels[key ?? ''] = (raw ?? '').replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
    samples.push({ name: found[1] ?? '', labels, value: Number(found[3]) });
  }
  return samples;
}
