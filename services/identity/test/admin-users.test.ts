import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema, adminUsersPageSchema, errorEnvelopeSchema, rolePermissions } from '@academy/contracts';
import { SESSION_COOKIE } from '@academy/service-kit';
import { signInAs, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

let identity: RunningIdentity;
let adminCookie: string;
let learnerCookie: string;
let adminId: string;

async function signedInCookie(label: string): Promise<string> {
  const client = identity.client();
  await signInAs(client, label);
  return `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`;
}

async function call(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers['cookie'] = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${identity.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

async function errorCode(result: { json: unknown }): Promise<string> {
  return errorEnvelopeSchema.parse(result.json).error.code;
}

async function userCount(): Promise<number> {
  const { rows } = await identity.sql.query<{ n: number }>('select count(*)::int as n from users');
  return rows[0]?.n ?? -1;
}

async function outbox(type: string, subject: string): Promise<unknown[]> {
  const { rows } = await identity.sql.query<{ payload: unknown }>('select payload from event_outbox where type = $1 and subject = $2', [type, subject]);
  return rows.map((row) => row.payload);
}

async function createUser(body: Record<string, unknown>) {
  const result = await call(adminCookie, 'POST', '/api/admin/users', body);
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return adminUserSchema.parse(result.json);
}

beforeAll(async () => {
  identity = await startIdentity();
  adminCookie = await signedInCookie('Administrator');
  learnerCookie = await signedInCookie('Learner (owns the course)');
  const me = await call(adminCookie, 'GET', '/api/auth/user');
  adminId = (me.json as { id: string }).id;
});
afterAll(async () => {
  await identity?.close();
});

describe('/api/admin/users access', () => {
  it('answers 401 to a visitor and 403 to a learner, and changes nothing', async () => {
    const before = await userCount();
    expect((await call(undefined, 'GET', '/api/admin/users')).status).toBe(401);
    const refused = await call(learnerCookie, 'POST', '/api/admin/users', { email: 'sneaky@example.com' });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('FORBIDDEN');
    expect((await call(learnerCookie, 'GET', '/api/admin/users')).status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('files the learner’s refused calls as access.denied, one event per call however often it is repeated', async () => {
    const learnerId = ((await call(learnerCookie, 'GET', '/api/auth/user')).json as { id: string }).id;
    for (let round = 0; round < 5; round += 1) {
      expect((await call(learnerCookie, 'GET', '/api/admin/security')).status).toBe(403);
      expect((await call(learnerCookie, 'DELETE', `/api/admin/users/${adminId}`)).status).toBe(403);
    }
    await expect
      .poll(async () =>
        ((await outbox('access.denied', learnerId)) as { method: string; path: string }[])
          .filter((event) => event.path !== '/api/admin/users')
          .map((event) => `${event.method} ${event.path}`)
          .sort(),
      )
      .toEqual(['DELETE /api/admin/users/:id', 'GET /api/admin/security']);
    expect(await outbox('access.denied', learnerId)).toContainEqual({
      actorId: learnerId,
      method: 'GET',
      path: '/api/admin/security',
      count: 1,
      firstAt: expect.any(String),
      requestId: expect.any(String),
    });
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user with the role’s permissions, announces user.created, and the e-mail is stored lower-case', async () => {
    const user = await createUser({
      email: 'New.Person@Example.com',
      firstName: 'New',
      lastName: 'Person',
      role: 'manager',
      permissions: ['all_permissions'],
      subscriptionPlan: 'pro',
    });
    expect(user).toMatchObject({ email: 'new.person@example.com', role: 'manager', subscriptionPlan: 'pro', isAdmin: false });
    expect(user.permissions).toEqual([...rolePermissions.manager]);
    expect(await outbox('user.created', user.id)).toEqual([
      { userId: user.id, email: 'new.person@example.com', firstName: 'New', lastName: 'Person', role: 'manager' },
    ]);
  });

  it('the new user can sign in through the development provider, which offers every user on record', async () => {
    const user = await createUser({ email: 'fresh.hire@example.com', firstName: 'Fresh', lastName: 'Hire', role: 'publisher' });
    const client = identity.client();
    const journey = await signInAs(client, 'Fresh Hire');
    expect(journey.page.body).toContain('fresh.hire@example.com');
    const me = await call(`${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)?.value}`, 'GET', '/api/auth/user');
    expect(me.json).toMatchObject({ id: user.id, email: 'fresh.hire@example.com', role: 'publisher' });
  });

  it('refuses bad input with 400 IDENTITY_INVALID_REQUEST naming the field, and writes nothing', async () => {
    const before = await userCount();
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'a@b.co', role: 'owner' },
      { email: 'a@b.co', subscriptionPlan: 'gold' },
      { email: 'a@b.co', extra: 1 },
    ]) {
      const result = await call(adminCookie, 'POST', '/api/admin/users', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(result)).toBe('IDENTITY_INVALID_REQUEST');
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 409 IDENTITY_EMAIL_IN_USE for an address already on record', async () => {
    const result = await call(adminCookie, 'POST', '/api/admin/users', { email: 'LEARNER@academy.test' });
    expect(result.status).toBe(409);
    expect(await errorCode(result)).toBe('IDENTITY_EMAIL_IN_USE');
  });
});

describe('GET /api/admin/users', () => {
  it('searches by e-mail or “first last” (case-insensitive), filters by status and role, sorts and pages on the server', async () => {
    await createUser({ email: 'zoe.quinn@example.com', firstName: 'Zoe', lastName: 'Quinn', role: 'publisher' });
    await createUser({ email: 'yann.quinn@example.com', firstName: 'Yann', lastName: 'Quinn', role: 'user', subscriptionPlan: 'premium' });

    const byName = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?search=zOE%20qUiNN')).json);
    expect(byName.users.map((u) => u.email)).toEqual(['zoe.quinn@example.com']);
    const byEmail = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?search=QUINN@EXAMPLE&sort=email&order=asc')).json);
    expect(byEmail.users.map((u) => u.email)).toEqual(['yann.quinn@example.com', 'zoe.quinn@example.com']);
    // A % in the search is a character, not a wildcard.
    expect(adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?search=%25')).json).total).toBe(0);

    const publishers = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?role=publisher&search=quinn')).json);
    expect(publishers.users.map((u) => u.email)).toEqual(['zoe.quinn@example.com']);
    const admins = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?role=administrator')).json);
    expect(admins.users.map((u) => u.email)).toEqual(['admin@academy.test']);

    const free = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?status=free&pageSize=100')).json);
    expect(free.users.every((u) => u.subscriptionPlan === 'free')).toBe(true);
    expect(free.users.map((u) => u.email)).not.toContain('yann.quinn@example.com');
    await identity.sql.query("update users set subscription_status = 'active' where email = 'yann.quinn@example.com'");
    const active = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?status=active')).json);
    expect(active.users.map((u) => u.email)).toEqual(['yann.quinn@example.com']);
    const inactive = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?status=inactive&pageSize=100')).json);
    expect(inactive.users.map((u) => u.email)).not.toContain('yann.quinn@example.com');

    const all = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?sort=email&order=asc&pageSize=100')).json);
    const emails = all.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const page2 = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users?sort=email&order=asc&pageSize=2&page=2')).json);
    expect(page2.users.map((u) => u.email)).toEqual(emails.slice(2, 4));
    expect(page2.total).toBe(emails.length);
    expect(page2.stats.totalUsers).toBe(await userCount());
    expect(page2.stats.activeSubscriptions).toBe(1);
  });

  it('counts new users by calendar month and year', async () => {
    const old = await createUser({ email: 'last.year@example.com' });
    await identity.sql.query("update users set created_at = date_trunc('month', now()) - interval '11 months' where id = $1", [old.id]);
    const { rows } = await identity.sql.query<{ n: number }>(
      "select count(*)::int as n from users where date_trunc('month', created_at at time zone 'UTC') = date_trunc('month', now() at time zone 'UTC')",
    );
    const page = adminUsersPageSchema.parse((await call(adminCookie, 'GET', '/api/admin/users')).json);
    expect(page.stats.newThisMonth).toBe(rows[0]?.n);
    expect(page.stats.newThisMonth).toBe(page.stats.totalUsers - 1);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['role=owner', 'status=gone', 'page=0', 'pageSize=1000', 'sort=password']) {
      const result = await call(adminCookie, 'GET', `/api/admin/users?${query}`);
      expect(result.status, query).toBe(400);
      expect(await errorCode(result)).toBe('IDENTITY_INVALID_REQUEST');
    }
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes the name, plan and role; the role brings its permissions and user.updated is announced', async () => {
    const user = await createUser({ email: 'to.edit@example.com', firstName: 'To', lastName: 'Edit' });
    const result = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, {
      firstName: 'Edited',
      role: 'publisher',
      permissions: ['system_settings'],
      subscriptionPlan: 'premium',
    });
    expect(result.status).toBe(200);
    const edited = adminUserSchema.parse(result.json);
    expect(edited).toMatchObject({ firstName: 'Edited', lastName: 'Edit', role: 'publisher', subscriptionPlan: 'premium' });
    expect(edited.permissions).toEqual([...rolePermissions.publisher]);
    expect(await outbox('user.updated', user.id)).toEqual([expect.objectContaining({ userId: user.id, firstName: 'Edited', actorId: adminId })]);
  });

  it('a learner made administrator can use the admin routes on their next request', async () => {
    const learner = await call(learnerCookie, 'GET', '/api/auth/user');
    const learnerId = (learner.json as { id: string }).id;
    expect((await call(learnerCookie, 'GET', '/api/admin/users')).status).toBe(403);
    expect((await call(adminCookie, 'PATCH', `/api/admin/users/${learnerId}`, { role: 'administrator' })).status).toBe(200);
    expect((await call(learnerCookie, 'GET', '/api/admin/users')).status).toBe(200);
    expect((await call(adminCookie, 'PATCH', `/api/admin/users/${learnerId}`, { role: 'user' })).status).toBe(200);
    expect((await call(learnerCookie, 'GET', '/api/admin/users')).status).toBe(403);
  });

  it('refuses to demote oneself or the last administrator (409) and changes nothing', async () => {
    const self = await call(adminCookie, 'PATCH', `/api/admin/users/${adminId}`, { role: 'user' });
    expect(self.status).toBe(409);
    expect(await errorCode(self)).toBe('IDENTITY_CANNOT_CHANGE_SELF');

    const other = await createUser({ email: 'second.admin@example.com', role: 'administrator' });
    const demoted = await call(adminCookie, 'PATCH', `/api/admin/users/${other.id}`, { role: 'manager' });
    expect(demoted.status).toBe(200);
    // The administrator is now the only one: operator tooling cannot demote them either.
    await expect(identity.administration.changeRole(adminId, 'user')).rejects.toMatchObject({ code: 'IDENTITY_LAST_ADMINISTRATOR', status: 409 });
    const { rows } = await identity.sql.query<{ role: string }>('select role from users where id = $1', [adminId]);
    expect(rows[0]?.role).toBe('administrator');
    expect(await outbox('user.updated', adminId)).toEqual([]);
  });

  it('refuses a change from someone who stopped being an administrator since the request began', async () => {
    const deputy = await createUser({ email: 'deputy.one@example.com', role: 'administrator' });
    // The deputy demotes the administrator's role directly in the table, as a concurrent request would.
    await identity.sql.query("update users set role = 'user' where id = $1", [adminId]);
    try {
      expect((await call(adminCookie, 'PATCH', `/api/admin/users/${deputy.id}`, { role: 'user' })).status).toBe(403);
    } finally {
      await identity.sql.query("update users set role = 'administrator' where id = $1", [adminId]);
    }
    const { rows } = await identity.sql.query<{ role: string }>('select role from users where id = $1', [deputy.id]);
    expect(rows[0]?.role).toBe('administrator');
  });

  it('answers 404 for an unknown user and 400 for a malformed id or body', async () => {
    expect((await call(adminCookie, 'PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { firstName: 'X' })).status).toBe(404);
    expect((await call(adminCookie, 'PATCH', '/api/admin/users/not-a-uuid', { firstName: 'X' })).status).toBe(400);
    const user = await createUser({ email: 'bad.patch@example.com', firstName: 'Kept' });
    const bad = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { firstName: 'Y', role: 'owner' });
    expect(bad.status).toBe(400);
    const { rows } = await identity.sql.query<{ first_name: string }>('select first_name from users where id = $1', [user.id]);
    expect(rows[0]?.first_name).toBe('Kept');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the user and their sessions and announces user.deleted in the same transaction', async () => {
    const victimCookie = await signedInCookie('Learner (free preview)');
    const victim = (await call(victimCookie, 'GET', '/api/auth/user')).json as { id: string; email: string };
    const result = await call(adminCookie, 'DELETE', `/api/admin/users/${victim.id}`);
    expect(result.status).toBe(204);
    expect((await call(victimCookie, 'GET', '/api/auth/user')).status).toBe(401);
    const { rows } = await identity.sql.query("select sid from sessions where sess->>'userId' = $1", [victim.id]);
    expect(rows).toEqual([]);
    expect(await outbox('user.deleted', victim.id)).toEqual([{ userId: victim.id, email: 'visitor@academy.test', actorId: adminId }]);
    expect((await call(adminCookie, 'DELETE', `/api/admin/users/${victim.id}`)).status).toBe(404);
  });

  it('refuses to delete oneself or the last administrator (409), keeping the user', async () => {
    const self = await call(adminCookie, 'DELETE', `/api/admin/users/${adminId}`);
    expect(self.status).toBe(409);
    expect(await errorCode(self)).toBe('IDENTITY_CANNOT_CHANGE_SELF');

    // Only the administrator is left: nobody else's request could remove them either.
    await identity.sql.query("update users set role = 'manager' where role = 'administrator' and id <> $1", [adminId]);
    await expect(identity.administration.changeRole(adminId, 'manager')).rejects.toMatchObject({ code: 'IDENTITY_LAST_ADMINISTRATOR' });
    expect(await outbox('user.deleted', adminId)).toEqual([]);
  });
});

describe('GET /api/admin/security', () => {
  it('states the session timeout in force, to administrators only', async () => {
    expect(await call(adminCookie, 'GET', '/api/admin/security')).toEqual({ status: 200, json: { sessionTimeoutMinutes: 24 * 60 } });
    expect((await call(learnerCookie, 'GET', '/api/admin/security')).status).toBe(403);
    expect((await call(undefined, 'GET', '/api/admin/security')).status).toBe(401);
  });
});

describe('admin.action', () => {
  it('announces each administrator action with its actor, outcome and request id, refused ones included', async () => {
    const created = await fetch(`${identity.url}/api/admin/users`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json', 'x-request-id': 'req-audit-create' },
      body: JSON.stringify({ email: 'audited@example.com' }),
    });
    expect(created.status).toBe(201);
    const user = adminUserSchema.parse(await created.json());
    expect(await outbox('admin.action', user.id)).toEqual([
      { actorId: adminId, action: 'user.create', targetId: user.id, outcome: 'success', requestId: 'req-audit-create' },
    ]);

    const refused = await call(adminCookie, 'DELETE', `/api/admin/users/${adminId}`);
    expect(refused.status).toBe(409);
    expect(await outbox('admin.action', adminId)).toContainEqual(
      expect.objectContaining({ actorId: adminId, action: 'user.delete', targetId: adminId, outcome: 'failure', code: 'IDENTITY_CANNOT_CHANGE_SELF' }),
    );
  });

  it('announces a change refused for its input as a failure about the user it named', async () => {
    const user = await createUser({ email: 'bad-change@example.com' });
    const refused = await call(adminCookie, 'PATCH', `/api/admin/users/${user.id}`, { role: 'emperor' });
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('IDENTITY_INVALID_REQUEST');
    expect(await outbox('admin.action', user.id)).toContainEqual(
      expect.objectContaining({ actorId: adminId, action: 'user.update', targetId: user.id, outcome: 'failure', code: 'IDENTITY_INVALID_REQUEST' }),
    );
  });
});
