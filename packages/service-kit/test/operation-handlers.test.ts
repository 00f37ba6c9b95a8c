import { Router } from 'express';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema, type OperationTable } from '@academy/contracts';
import { startIdentityProcess, type IdentityProcess } from '@academy/test-kit';
import {
  AppError,
  answer,
  createIdentityClient,
  createLogger,
  createServiceApp,
  listen,
  operationHandlers,
  type IdentityClient,
  type RunningServer,
} from '../src/index.ts';

/** A slice's operations as the contracts declare them: each handler below is one line. */
const noteOperations = {
  listNotes: {
    method: 'get',
    path: '/api/notes',
    service: 'tools',
    summary: 'Notes',
    access: 'public',
    query: z.object({ tag: z.string().min(1).optional() }),
    queryError: { code: 'VALIDATION_FAILED', message: 'A tag cannot be empty.' },
    response: z.array(z.string()),
  },
  getNote: {
    method: 'get',
    path: '/api/notes/:id',
    service: 'tools',
    summary: 'One note',
    access: 'signed-in',
    params: z.object({ id: z.coerce.number().int().positive() }),
    paramsError: { code: 'TOOLS_INVALID_ID' },
    response: z.object({ id: z.number(), owner: z.string() }),
  },
  addNote: {
    method: 'post',
    path: '/api/notes',
    service: 'tools',
    summary: 'Adds a note',
    access: 'signed-in',
    request: z.object({ text: z.string().min(1) }),
    requestError: { code: 'VALIDATION_FAILED', message: 'A note needs its text.' },
    response: z.object({ text: z.string() }),
    status: 201,
  },
  resumeNote: {
    method: 'put',
    path: '/api/notes/:id/draft',
    service: 'tools',
    summary: 'Starts or resumes a draft',
    access: 'signed-in',
    params: z.object({ id: z.coerce.number() }),
    response: z.object({ id: z.number() }),
    status: 201,
  },
  brokenNote: {
    method: 'get',
    path: '/api/broken-note',
    service: 'tools',
    summary: 'Answers outside its contract',
    access: 'public',
    response: z.object({ text: z.string() }),
  },
  purgeNotes: { method: 'delete', path: '/api/notes', service: 'tools', summary: 'Deletes every note', access: 'administrator', status: 204 },
  flagNote: {
    method: 'post',
    path: '/api/notes/:id/flag',
    service: 'tools',
    summary: 'Flags a note (refusals are reported)',
    access: 'signed-in',
    params: z.object({ id: z.coerce.number().int().positive() }),
    request: z.object({ reason: z.string().min(1) }),
    status: 204,
  },
  oldNotes: {
    method: 'post',
    path: '/api/notes/:id/old',
    service: 'tools',
    summary: 'Retired',
    access: 'signed-in',
    params: z.object({ id: z.coerce.number() }),
    retired: true,
  },
} as const satisfies OperationTable;

let identity: IdentityProcess;
let client: IdentityClient;
let server: RunningServer;
let owner: string;
let admin: string;
let ownerEmail: string;
const received: unknown[] = [];
const refusals: string[] = [];

beforeAll(async () => {
  identity = await startIdentityProcess(inject('postgresAdminUrl'));
  client = createIdentityClient({ identityUrl: identity.url });
  const routes = Router();
  const handle = operationHandlers(routes, { identity: client });
  handle(noteOperations.listNotes, ({ query, user }) => [`tag:${query.tag ?? '-'}`, `caller:${user?.email ?? 'visitor'}`], { optionalUser: true });
  handle(noteOperations.getNote, ({ params, user }) => ({ id: params.id, owner: user.email }));
  handle(noteOperations.addNote, ({ body }) => {
    received.push(body);
    return { text: body.text };
  });
  handle(noteOperations.resumeNote, ({ params }) => answer(params.id === 1 ? 200 : 201, { id: params.id }));
  handle(noteOperations.brokenNote, () => ({ text: 42 }) as unknown as { text: string });
  handle(noteOperations.purgeNotes, () => undefined);
  handle(
    noteOperations.flagNote,
    ({ params }) => {
      if (params.id === 404) throw new AppError('TOOLS_METRIC_NOT_FOUND', 'No such note.', { status: 404 });
      if (params.id === 500) throw new Error('the store broke');
    },
    { refused: (error, req) => void refusals.push(`${error.code} ${req.params.id ?? ''}`) },
  );
  handle(noteOperations.oldNotes, () => {
    throw new AppError('LEARNING_QUIZ_ATTEMPTS_RETIRED', 'Gone.', { status: 410 });
  });
  server = await listen(createServiceApp({ logger: createLogger('kit-test', 'silent'), routes, ready: async () => true }), 0);
  [owner, admin] = [await identity.signIn('owner'), await identity.signIn('admin')];
  ownerEmail = ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie: owner } })).json()) as { email: string }).email;
});

afterAll(async () => {
  client?.close();
  await server?.stop();
  await identity?.stop();
});

async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const code = (json: unknown) => errorEnvelopeSchema.parse(json).error;

describe('operationHandlers: a handler registered from its operation', () => {
  it('guards by the operation’s access: a visitor gets 401 on a signed-in one, a learner 403 on an administrator one', async () => {
    expect((await call('GET', '/api/notes/3')).status).toBe(401);
    expect((await call('DELETE', '/api/notes', owner)).status).toBe(403);
    const purged = await call('DELETE', '/api/notes', admin);
    expect(purged).toEqual({ status: 204, json: null });
  });

  it('hands over params and query parsed by the operation’s schemas, and the caller', async () => {
    expect(await call('GET', '/api/notes/3', owner)).toEqual({ status: 200, json: { id: 3, owner: ownerEmail } });
    expect(await call('GET', '/api/notes?tag=ai', owner)).toEqual({ status: 200, json: ['tag:ai', `caller:${ownerEmail}`] });
    expect(await call('GET', '/api/notes')).toEqual({ status: 200, json: ['tag:-', 'caller:visitor'] });
  });

  it('refuses input that does not parse with the operation’s code and message, naming the field, before the handler runs', async () => {
    const badId = await call('GET', '/api/notes/abc', owner);
    expect(badId.status).toBe(400);
    expect(code(badId.json)).toMatchObject({ code: 'TOOLS_INVALID_ID', details: [expect.objectContaining({ path: 'id' })] });
    const badBody = await call('POST', '/api/notes', owner, { text: '' });
    expect(badBody.status).toBe(400);
    expect(code(badBody.json)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A note needs its text.',
      details: [expect.objectContaining({ path: 'text' })],
    });
    const badTag = await call('GET', '/api/notes?tag=', owner);
    expect(badTag.status).toBe(400);
    expect(code(badTag.json)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A tag cannot be empty.',
      details: [expect.objectContaining({ path: 'tag' })],
    });
    expect(received).toEqual([]);
  });

  it('answers with the operation’s status, or the one the handler gives, and checks the answer against the contract', async () => {
    expect(await call('POST', '/api/notes', owner, { text: 'hello' })).toEqual({ status: 201, json: { text: 'hello' } });
    expect(received).toEqual([{ text: 'hello' }]);
    expect((await call('PUT', '/api/notes/1/draft', owner)).status).toBe(200);
    expect((await call('PUT', '/api/notes/2/draft', owner)).status).toBe(201);
    const broken = await call('GET', '/api/broken-note');
    expect(broken.status).toBe(500);
    expect(code(broken.json).code).toBe('RESPONSE_CONTRACT_VIOLATION');
  });

  it('tells the refused hook of a call refused for its input or by the handler, never of a success, a failure of its own or a caller the guard turned away', async () => {
    expect((await call('POST', '/api/notes/7/flag', owner, { reason: 'spam' })).status).toBe(204);
    expect((await call('POST', '/api/notes/7/flag', undefined, { reason: 'spam' })).status).toBe(401);
    expect((await call('POST', '/api/notes/7/flag', owner, { reason: '' })).status).toBe(400);
    expect((await call('POST', '/api/notes/x/flag', owner, { reason: 'spam' })).status).toBe(400);
    expect((await call('POST', '/api/notes/404/flag', owner, { reason: 'spam' })).status).toBe(404);
    expect((await call('POST', '/api/notes/500/flag', owner, { reason: 'spam' })).status).toBe(500);
    expect(refusals).toEqual(['VALIDATION_FAILED 7', 'VALIDATION_FAILED x', 'TOOLS_METRIC_NOT_FOUND 404']);
  });

  it('refuses to register an operation that needs the caller when it was given no guards', () => {
    expect(() => operationHandlers(Router())(noteOperations.getNote, () => ({ id: 1, owner: 'x' }))).toThrow(/GET \/api\/notes\/:id needs the caller/);
  });

  it('reads nothing for a retired operation: whatever it is sent, its handler says it is gone', async () => {
    expect((await call('POST', '/api/notes/not-a-number/old', owner)).status).toBe(410);
  });
});
