import { vi } from 'vitest';

/** One request the page made: its method, path (origin removed), JSON body and keepalive flag. */
export type StubbedCall = { method: string; url: string; body: unknown; keepalive: boolean };
/** A route's answer: status 200 and no body unless given. */
export type StubAnswer = { status?: number; body?: unknown };
/**
 * How a route answers: a fixed answer, an answer computed from the call (for stateful fakes), or a
 * promise-returning function (e.g. `pending`, which keeps the request open forever).
 */
export type StubReply = StubAnswer | ((call: StubbedCall) => StubAnswer | Promise<never>);

/**
 * Replaces `fetch` at the network boundary: each key is "METHOD /path"; unknown requests answer
 * 404 with the platform's error envelope. Returns the list of calls made.
 */
export function stubFetch(routes: Record<string, StubReply>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const call: StubbedCall = {
        method,
        url: path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        keepalive: init?.keepalive === true,
      };
      calls.push(call);
      const reply = routes[`${method} ${path}`];
      if (!reply) {
        return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No route ${method} ${path}`, requestId: 'test' } });
      }
      const answer = typeof reply === 'function' ? await reply(call) : reply;
      return jsonResponse(answer.status ?? 200, answer.body);
    }),
  );
  return calls;
}

/** A promise that never settles: keeps a query in its loading state. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

/** An error answer in the platform's envelope. */
export function failure(status: number, message: string): StubAnswer {
  return { status, body: { error: { code: 'FAILED', message, requestId: 'test' } } };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
