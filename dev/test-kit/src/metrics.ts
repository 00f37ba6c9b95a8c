import { parseMetrics, type MetricSample } from '@academy/contracts';

export { parseMetrics, type MetricSample };

/** A scrape of a service's GET /metrics, read back by name and labels. */
export interface MetricsScrape {
  samples: MetricSample[];
  /**
   * The sum of the samples of this name whose labels include the given ones, or undefined when
   * there is none (a series never written is not there; a counter that moved is).
   */
  value(name: string, labels?: Record<string, string>): number | undefined;
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
