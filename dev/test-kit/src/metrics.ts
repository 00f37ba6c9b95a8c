/** One sample of a Prometheus text exposition: `name{label="value",…} number`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape of a service's GET /metrics, read back by name and labels. */
export interface MetricsScrape {
  samples: MetricSample[];
  /**
   * The sum of the samples of this name whose labels include the given ones, or undefined when
   * there is none (a series never written is not there; a counter that moved is).
   */
  value(name: string, labels?: Record<string, string>): number | undefined;
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

/** GET {baseUrl}/metrics, checked to be the Prometheus text format. */
export async function scrapeMetrics(baseUrl: string): Promise<MetricsScrape> {
  const response = await fetch(`${baseUrl}/metrics`);
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/plain')) {
    throw new Error(`GET ${baseUrl}/metrics answered ${response.status} ${response.headers.get('content-type') ?? ''}`);
  }
  const samples = parseMetrics(await response.text());
  return {
    samples,
    value(name, labels = {}) {
      const matching = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
      return matching.length ? matching.reduce((sum, sample) => sum + sample.value, 0) : undefined;
    },
  };
}
