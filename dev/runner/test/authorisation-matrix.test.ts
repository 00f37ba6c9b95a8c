import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '@academy/gateway';
import type { MountedRoute } from '@academy/service-kit';
import type { DevelopmentAccount, IdentityProcess } from '@academy/test-kit';
import { serviceNames, type ServiceName } from '../src/paths.ts';
import { startServices, type RunningServices } from './support/running-services.ts';
import { callers, matrix, routeKey, type Caller, type CallerApi, type MatrixRow } from './authorisation-matrix.table.ts';

/*
 * Every mounted route of every service × {visitor, learner, another learner, manager, publisher,
 * administrator}
 * (× own/other object where the route is about a user's object), against the one table in
 * authorisation-matrix.table.ts. The routes come from the services themselves
 * (GET /internal/routes, read from each Express app's router stack), so a route added without a
 * row fails here, naming the route. Services are called directly, not through the gateway: a
 * service must be safe even when reached directly (DESIGN decision 3).
 */

const EVENTS_TOKEN = 'authorisation-matrix-events-token';

let services: RunningServices | undefined;
let identity: IdentityProcess;
let logDir: string;
let gateway: RunningGateway;
let urls = {} as Record<ServiceName, string>;
let standInsUrl = '';
let mounted = {} as Record<ServiceName, MountedRoute[]>;
const cookies = {} as Record<Exclude<Caller, 'visitor'>, string>;
const userIds = {} as Record<Exclude<Caller, 'visitor'>, string>;

const signedInCallers = ['learner', 'otherLearner', 'manager', 'publisher', 'admin'] as const;
type SignedIn = (typeof signedInCallers)[number];

/** The manager and the publisher are users the administrator creates with those roles (beforeAll). */
const madeByAdmin = {
  manager: { email: 'manager@matrix.test', firstName: 'Matrix', lastName: 'Manager', role: 'manager' },
  publisher: { email: 'publisher@matrix.test', firstName: 'Matrix', lastName: 'Publisher', role: 'publisher' },
} as const;

/** How each caller signs in: a demo account, or the button of a user on record. */
const accountOf: Record<SignedIn, DevelopmentAccount | { label: string }> = {
  learner: 'owner',
  otherLearner: 'free',
  admin: 'admin',
  manager: { label: `${madeByAdmin.manager.firstName} ${madeByAdmin.manager.lastName}` },
  publisher: { label: `${madeByAdmin.publisher.firstName} ${madeByAdmin.publisher.lastName}` },
};

function apiOf(caller: SignedIn): CallerApi {
  return {
    userId: userIds[caller],
    async request(service, method, path, body) {
      const headers: Record<string, string> = { accept: 'application/json', cookie: cookies[caller] };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${service === 'stand-ins' ? standInsUrl : urls[service]}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
  };
}

/** Each signed-in caller's object for a row with `object`, made once. */
const objectIds = new Map<MatrixRow, Record<SignedIn, string>>();
async function objectsOf(row: MatrixRow): Promise<Record<SignedIn, string>> {
  const known = objectIds.get(row);
  if (known) return known;
  const made = {} as Record<SignedIn, string>;
  for (const caller of signedInCallers) made[caller] = (await row.object?.create(apiOf(caller))) ?? '';
  objectIds.set(row, made);
  return made;
}

async function userIdOf(cookie: string): Promise<string> {
  const response = await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } });
  const body = (await response.json()) as { id?: unknown };
  if (typeof body.id !== 'string' && typeof body.id !== 'number') throw new Error(`GET /api/auth/user answered ${response.status} without an id`);
  return String(body.id);
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  logDir = await mkdtemp(path.join(os.tmpdir(), 'authorisation-matrix-'));
  services = await startServices(adminUrl, { INTERNAL_EVENTS_TOKEN: EVENTS_TOKEN }, logDir);
  ({ identity, urls, mounted, standInsUrl } = services);
  // The gateway in front of them, as npm start has it (nginx when installed), with no front ends.
  gateway = await startGateway({ port: 0, serviceUrls: urls, runtimeDir: path.join(logDir, 'gateway'), staticRoots: { shell: logDir } });
  const adminCookie = await identity.signIn(accountOf.admin);
  for (const user of Object.values(madeByAdmin)) {
    const response = await fetch(`${identity.url}/api/admin/users`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...user, subscriptionPlan: 'free' }),
    });
    if (response.status !== 201) throw new Error(`creating the ${user.role} answered ${response.status}: ${await response.text()}`);
  }
  for (const caller of signedInCallers) {
    cookies[caller] = await identity.signIn(accountOf[caller]);
    userIds[caller] = await userIdOf(cookies[caller]);
  }
  // Each caller has the role the table assumes (a manager who signed in as a plain user would pass as a learner).
  for (const caller of ['manager', 'publisher'] as const) {
    const response = await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: cookies[caller] } });
    const role = ((await response.json()) as { role?: unknown }).role;
    if (role !== madeByAdmin[caller].role) throw new Error(`the ${caller} signed in with the role ${String(role)}`);
  }
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
  if (logDir && !process.env.KEEP_MATRIX_LOGS) await rm(logDir, { recursive: true, force: true });
});

/** A parameter of the same shape as `value` that names nothing on record. */
function namingNothing(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return '00000000-0000-4000-8000-000000000000';
  if (/^\d+$/.test(value)) return '2147483647';
  return `no-such-${value}`;
}

/**
 * The concrete path of a row for a caller: parameters filled, the object the caller's own or
 * another user's; with `params: 'nothing'`, each parameter in the same shape but naming nothing.
 */
async function concretePath(row: MatrixRow, caller: Caller, object: 'own' | 'other' | undefined, params: 'real' | 'nothing' = 'real'): Promise<string> {
  const [, pattern = ''] = row.route.split(' ');
  const objects = object ? await objectsOf(row) : undefined;
  const shaped = (value: string) => encodeURIComponent(params === 'nothing' ? namingNothing(value) : value);
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    if (objects && name === row.object?.param) {
      if (object === 'own' && caller !== 'visitor') return shaped(objects[caller]);
      // Another user's object: the learner's, or the other learner's when the caller is the learner.
      return shaped(caller === 'learner' ? objects.otherLearner : objects.learner);
    }
    const value = row.params?.[name];
    if (value === undefined) throw new Error(`${row.route}: no value for :${name} (add it to the row's params)`);
    return shaped(value);
  });
}

/** Calls a row's route as a caller, at its service (or at `base`: the gateway), and answers the status. */
async function call(
  row: MatrixRow,
  caller: Caller,
  object: 'own' | 'other' | undefined,
  base = urls[row.service],
  params: 'real' | 'nothing' = 'real',
): Promise<number> {
  const [method = 'GET'] = row.route.split(' ');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller !== 'visitor') {
    // A route that ends the session gets a session of its own, so the other rows keep theirs.
    headers.cookie = row.endsSession ? await identity.signIn(accountOf[caller]) : cookies[caller];
  }
  let body: string | undefined;
  if (!['GET', 'HEAD'].includes(method)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body ?? {});
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const response = await fetch(`${base}${await concretePath(row, caller, object, params)}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: controller.signal,
    });
    // Only the status matters; an event stream would never end on its own.
    await response.body?.cancel();
    return response.status;
  } finally {
    clearTimeout(timer);
  }
}

describe('authorisation matrix', () => {
  it('has a row for every mounted route', () => {
    const missing = serviceNames.flatMap((name) =>
      mounted[name]
        .filter((route) => !matrix.some((row) => row.service === name && row.route === routeKey(route)))
        .map((route) => `${name}: ${routeKey(route)}`),
    );
    expect(missing, `mounted routes with no row in authorisation-matrix.table.ts:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('has no row for a route that is not mounted', () => {
    const stale = matrix.filter((row) => !mounted[row.service].some((route) => routeKey(route) === row.route)).map((row) => `${row.service}: ${row.route}`);
    expect(stale, `rows for routes no service mounts:\n  ${stale.join('\n  ')}`).toEqual([]);
  });

  it('answers every route and caller with the status in the table', async () => {
    const mismatches: string[] = [];
    const rows = matrix.filter((row) => mounted[row.service].some((route) => routeKey(route) === row.route));
    for (const row of rows) {
      const cases = row.object
        ? (['own', 'other'] as const).map((object) => ({ object, statuses: row.object[object] }))
        : [{ object: undefined, statuses: row.status }];
      for (const { object, statuses } of cases) {
        for (const [index, caller] of callers.entries()) {
          const expected = statuses[index];
          const actual = await call(row, caller, object);
          if (actual !== expected)
            mismatches.push(`${row.service}: ${row.route}${object ? ` (${object} object)` : ''} as ${caller}: expected ${expected}, got ${actual}`);
        }
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });

  it('refuses a visitor before looking anything up: a route closed to visitors answers 401 when its parameters name nothing too', async () => {
    const mismatches: string[] = [];
    const rows = matrix.filter(
      (row) =>
        row.route.includes('/:') &&
        (row.object ? row.object.other[0] : row.status[0]) === 401 &&
        mounted[row.service].some((route) => routeKey(route) === row.route),
    );
    for (const row of rows) {
      const actual = await call(row, 'visitor', row.object ? 'other' : undefined, urls[row.service], 'nothing');
      if (actual !== 401) mismatches.push(`${row.service}: ${row.route} as a visitor, naming nothing: expected 401, got ${actual}`);
    }
    expect(rows.length).toBeGreaterThan(20);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });

  it('answers a visitor through the gateway as the service answers directly: every API route reaches its service', async () => {
    const mismatches: string[] = [];
    const rows = matrix.filter((row) => row.route.split(' ')[1]?.startsWith('/api/') && mounted[row.service].some((route) => routeKey(route) === row.route));
    for (const row of rows) {
      const object = row.object ? 'other' : undefined;
      const expected = row.object ? row.object.other[0] : row.status[0];
      const actual = await call(row, 'visitor', object, gateway.url);
      if (actual !== expected) mismatches.push(`${row.service}: ${row.route} as a visitor through the gateway: expected ${expected}, got ${actual}`);
    }
    expect(rows.length).toBeGreaterThan(50);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });
});
