import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, serviceOperations, type ApiOperation } from '@academy/contracts';
import { serviceNames, type ServiceName } from '../src/paths.ts';
import { startServices, type RunningServices } from './support/running-services.ts';

/*
 * What every service does with input no route should ever see: a path parameter that is not
 * UTF-8, an integer past its int4 column, an empty patch, a body that cannot be read. Each is
 * answered 4xx with the error envelope (DESIGN decision 7), never a 500 and never an HTML page.
 * The routes come from the services themselves (GET /internal/routes) and the operation tables,
 * so a new route is checked without a line here.
 */

let services: RunningServices;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  services = await startServices(inject('postgresAdminUrl'), { INTERNAL_EVENTS_TOKEN: 'input-boundaries-events-token' });
  adminCookie = await services.identity.signIn('admin');
  const me = (await (await fetch(`${services.identity.url}/api/auth/user`, { headers: { cookie: adminCookie } })).json()) as { id: string };
  adminId = me.id;
}, 180_000);

afterAll(async () => {
  await services?.stop();
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends exact bytes (fetch would re-encode a path or refuse some headers). */
function send(
  service: ServiceName,
  method: string,
  path: string,
  options: { body?: string | Buffer; headers?: Record<string, string>; cookie?: boolean } = {},
): Promise<Answer> {
  const url = new URL(services.urls[service]);
  const headers: Record<string, string> = { accept: 'application/json', ...(options.cookie === false ? {} : { cookie: adminCookie }), ...options.headers };
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${path} took over 15 s`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Why an answer is not the error envelope with this status, or undefined when it is. */
function notEnvelope(answer: Answer, status: number | ((status: number) => boolean)): string | undefined {
  const statusOk = typeof status === 'number' ? answer.status === status : status(answer.status);
  if (!statusOk) return `answered ${answer.status}: ${answer.body.slice(0, 120)}`;
  if (!answer.contentType.startsWith('application/json'))
    return `answered ${answer.status} as ${answer.contentType || 'no type'}: ${answer.body.slice(0, 120)}`;
  try {
    const parsed = errorEnvelopeSchema.safeParse(JSON.parse(answer.body));
    return parsed.success ? undefined : `answered ${answer.status} without the envelope: ${answer.body.slice(0, 120)}`;
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 120)}`;
  }
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every mounted route with a path parameter, with each parameter replaced by `value` (sent as is). */
function parameterisedRoutes(value: string) {
  return serviceNames.flatMap((service) =>
    services.mounted[service]
      .filter((route) => route.path.includes('/:') && route.method !== 'ALL')
      .map((route) => ({ service, method: route.method, path: route.path.replace(/:[A-Za-z_]+/g, value), route: `${route.method} ${route.path}` })),
  );
}

describe('a path parameter that is not UTF-8', () => {
  it.each(['%C0%AE', '%ED%A0%80', '%E0%A4%A'])('%s answers 400 with the envelope on every route with a parameter, in every service', async (escape) => {
    const routes = parameterisedRoutes(escape);
    expect(new Set(routes.map((route) => route.service)).size).toBe(serviceNames.length);
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await send(route.service, route.method, route.path, WRITE.has(route.method) ? { body: '{}' } : {});
      const problem = notEnvelope(answer, 400);
      if (problem) wrong.push(`${route.service}: ${route.route} ${problem}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('an integer past its int4 column', () => {
  it('in a path parameter is never a 500', async () => {
    const wrong: string[] = [];
    for (const route of parameterisedRoutes('2147483648')) {
      const answer = await send(route.service, route.method, route.path, WRITE.has(route.method) ? { body: '{}' } : {});
      if (answer.status >= 500) wrong.push(`${route.service}: ${route.route} answered ${answer.status}: ${answer.body.slice(0, 120)}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it.each([
    ['learning', 'POST', '/api/progress', 'moduleId', { moduleId: 2_147_483_648, markSection: 0 }],
    [
      'learning',
      'POST',
      '/api/study-sessions',
      'moduleId',
      { sessionId: '5f0c6f5e-0d7a-4a8e-9a51-7a4f4c1b2d3e', moduleId: 2_147_483_648, activeSeconds: 10, elapsedSeconds: 10, interactions: 1 },
    ],
    [
      'commerce',
      'POST',
      '/api/admin/subscription-plans',
      'price',
      {
        id: 'too-dear',
        name: 'Too dear',
        description: 'x',
        price: 2_147_483_648,
        interval: 'month',
        features: [],
        isPopular: false,
        isActive: true,
        stripePriceId: null,
      },
    ],
  ] as const)('%s %s %s answers 400 naming %s', async (service, method, path, field, body) => {
    const answer = await send(service, method, path, { body: JSON.stringify(body) });
    expect(notEnvelope(answer, 400)).toBeUndefined();
    const details = errorEnvelopeSchema.parse(JSON.parse(answer.body)).error.details as { path: string }[];
    expect(details.map((issue) => issue.path)).toContain(field);
  });
});

/** A real object for each PATCH operation's parameters: the patch must be refused for being empty, not for naming nothing. */
const patchTargets: Record<string, () => Promise<Record<string, string>>> = {
  'PATCH /api/admin/users/:id': async () => ({ id: adminId }),
  'PATCH /api/crm/deals/:id': async () => {
    const contact = await send('backoffice', 'POST', '/api/crm/contacts', {
      body: JSON.stringify({ firstName: 'Patch', lastName: 'Target', email: 'patch.target@example.com' }),
    });
    if (contact.status !== 201) throw new Error(`making a contact answered ${contact.status}: ${contact.body}`);
    const contactId = (JSON.parse(contact.body) as { id: number }).id;
    const deal = await send('backoffice', 'POST', `/api/crm/contacts/${contactId}/deals`, { body: JSON.stringify({ title: 'Patch target deal', value: 100 }) });
    if (deal.status !== 201) throw new Error(`making a deal answered ${deal.status}: ${deal.body}`);
    return { id: String((JSON.parse(deal.body) as { id: number }).id) };
  },
  'PATCH /api/modules/:id/quiz-attempt': async () => ({ id: '1' }),
};

describe('an empty patch', () => {
  const patches = serviceNames.flatMap((service) =>
    Object.values(serviceOperations[service])
      .filter((operation: ApiOperation) => operation.method === 'patch')
      .map((operation) => ({ service, operation })),
  );

  it('every PATCH operation has a target here', () => {
    const missing = patches.map(({ operation }) => `PATCH ${operation.path}`).filter((key) => !(key in patchTargets));
    expect(missing).toEqual([]);
    expect(patches.length).toBeGreaterThanOrEqual(3);
  });

  it('{} answers 400 with the envelope on every PATCH operation of every service', async () => {
    const wrong: string[] = [];
    for (const { service, operation } of patches) {
      const key = `PATCH ${operation.path}`;
      const params = await patchTargets[key]?.();
      const path = operation.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(params?.[name] ?? ''));
      const problem = notEnvelope(await send(service, 'PATCH', path, { body: '{}' }), 400);
      if (problem) wrong.push(`${service}: ${key} ${problem}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('every error answer is the envelope', () => {
  const probes: { name: string; method: string; path: string; body?: string | Buffer; headers?: Record<string, string>; status: number }[] = [
    { name: 'a page path no route takes', method: 'GET', path: '/no-such-page', status: 404 },
    { name: 'a file path no route takes', method: 'GET', path: '/index.html', status: 404 },
    { name: 'an API path no route takes', method: 'GET', path: '/api/no-such-thing', status: 404 },
    { name: 'a write to an API path no route takes', method: 'DELETE', path: '/api/no-such-thing', status: 404 },
    { name: 'malformed JSON', method: 'POST', path: '/api/no-such-thing', body: '{"a":', status: 400 },
    {
      name: 'a body in a type no parser reads',
      method: 'POST',
      path: '/api/no-such-thing',
      body: '{"a":',
      headers: { 'content-type': 'application/merge-patch+json' },
      status: 404,
    },
    {
      name: 'JSON in a charset the service does not read',
      method: 'POST',
      path: '/api/no-such-thing',
      body: '{}',
      headers: { 'content-type': 'application/json; charset=koi8-r' },
      status: 415,
    },
    { name: 'a body over the limit', method: 'POST', path: '/api/no-such-thing', body: JSON.stringify({ text: 'x'.repeat(3_000_000) }), status: 413 },
    {
      name: 'a form over the limit',
      method: 'POST',
      path: '/api/no-such-thing',
      body: `a=${'x'.repeat(3_000_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 404,
    },
  ];

  it.each(probes)('$name', async (probe) => {
    const wrong: string[] = [];
    for (const service of serviceNames) {
      for (const cookie of [true, false]) {
        const problem = notEnvelope(await send(service, probe.method, probe.path, { body: probe.body, headers: probe.headers, cookie }), probe.status);
        if (problem) wrong.push(`${service}${cookie ? '' : ' (visitor)'}: ${problem}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
