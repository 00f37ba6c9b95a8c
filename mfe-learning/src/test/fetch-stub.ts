import { vi } from 'vitest';

export type StubbedCall = { method: string; url: string; body: unknown };
type Reply = { status?: number; body?: unknown } | (() => Promise<never>);

/**
 * Replaces `fetch` at the network boundary: each key is "METHOD /path"; unknown requests answer
 * 404 with the platform's error envelope. Returns the list of calls made.
 */
export function stubFetch(routes: Record<string, Reply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      calls.push({ method, url: path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const reply = routes[`${method} ${path}`];
      if (typeof reply === 'function') return reply();
      if (!reply) {
        return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No route ${method} ${path}`, requestId: 'test' } });
      }
      return jsonResponse(reply.status ?? 200, reply.body);
    }),
  );
  return calls;
}

/** A promise that never settles: keeps a query in its loading state. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
