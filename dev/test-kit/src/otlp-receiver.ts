import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a collector received it, with its service's name and its attributes as plain values. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface OtlpReceiver {
  /** The base URL to give as OTEL_EXPORTER_OTLP_ENDPOINT (spans arrive at /v1/traces). */
  url: string;
  /** Every span received so far, in arrival order. */
  spans: ReceivedSpan[];
  /** The Content-Type of every export received. */
  contentTypes: string[];
  stop(): Promise<void>;
}

type OtlpValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };

/** What an OTLP/HTTP JSON export of traces carries, as far as the tests read it. */
interface OtlpTracesExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)),
    ]),
  );
}

/**
 * A trace collector's OTLP/HTTP endpoint for tests: takes JSON exports at POST /v1/traces (what
 * the service kit's exporter sends) and keeps their spans; anything else is answered 404.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      contentTypes.push(req.headers['content-type'] ?? '');
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTracesExport;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const { traceId, spanId, name, kind } = span;
              spans.push({ service, traceId, spanId, parentSpanId: span.parentSpanId ?? '', name, kind, attributes: attributesOf(span.attributes) });
            }
          }
        }
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
