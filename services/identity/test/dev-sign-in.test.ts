import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, errorEnvelopeSchema } from '@academy/contracts';
import type { CookieClient, HttpResult } from '@academy/test-kit';
import { accountButtonValue, formAction, startIdentity, type RunningIdentity } from './support/identity-harness.ts';

let identity: RunningIdentity;

/** 120 users on record, made in the last two minutes, and one made a year ago: older than the newest 100 the page lists. */
const NEWER_USERS = 120;
const oldUser = { email: 'olive.oldhand@example.com', firstName: 'Olive', lastName: 'Oldhand' };

beforeAll(async () => {
  identity = await startIdentity();
  await identity.sql.query(
    `insert into users (issuer, subject, email, first_name, last_name, created_at)
     values ('admin', 'old-user', $1, $2, $3, now() - interval '1 year')`,
    [oldUser.email, oldUser.firstName, oldUser.lastName],
  );
  await identity.sql.query(
    // One second apart, Person 120 the newest: made in one statement they would share now(), and
    // the list's tie-break (the random id) would pick which 100 show.
    `insert into users (issuer, subject, email, first_name, last_name, created_at)
     select 'admin', 'newer-' || n, 'newer' || n || '@example.com', 'Newer', 'Person ' || n, now() - (${NEWER_USERS} - n) * interval '1 second'
     from generate_series(1, ${NEWER_USERS}) as n`,
  );
});
afterAll(async () => {
  await identity?.close();
});

/** The development provider's sign-in page, as a browser reaches it from /api/login. */
async function signInPage(client: CookieClient): Promise<HttpResult> {
  const { last } = await client.follow(await client.request('/api/login'));
  expect(last.url).toContain('/api/oidc/interaction/');
  return last;
}

async function search(client: CookieClient, page: HttpResult, text: string): Promise<HttpResult> {
  const url = new URL(page.url);
  url.searchParams.set('search', text);
  return client.request(url.href);
}

function summary(html: string): string | undefined {
  return /<p class="summary" role="status">([^<]*)<\/p>/.exec(html)?.[1];
}

describe('the development sign-in offers every user on record', () => {
  it('lists the 100 newest, says how many there are, and has a search field', async () => {
    const page = await signInPage(identity.client());
    expect(page.body).toMatch(/<label for="search">Find a user by e-mail or name<\/label>/);
    expect(page.body).toMatch(/<input id="search" name="search" type="search"/);
    expect(accountButtonValue(page.body, 'Newer Person 120')).toBeDefined();
    expect(accountButtonValue(page.body, 'Olive Oldhand')).toBeUndefined();
    expect(summary(page.body)).toBe(`The 100 newest of ${NEWER_USERS + 1} users on record are shown. Search by e-mail or name to find anyone else.`);
    // The demo accounts stay on the page and are not counted among the users on record.
    expect(accountButtonValue(page.body, 'Administrator')).toBeDefined();
  });

  it('finds a user beyond the newest 100 by name or e-mail (case-insensitive), who then signs in', async () => {
    const client = identity.client();
    const page = await signInPage(client);
    const byName = await search(client, page, '  oLIVE oldHAND ');
    expect(byName.status).toBe(200);
    expect(summary(byName.body)).toBe('1 user on record matches “oLIVE oldHAND”.');
    expect(accountButtonValue(byName.body, 'Newer Person 1')).toBeUndefined();
    const byEmail = await search(client, page, 'OLIVE.OLDHAND@');
    const account = accountButtonValue(byEmail.body, 'Olive Oldhand');
    expect(account).toBe(accountButtonValue(byName.body, 'Olive Oldhand'));
    expect(account).toBeDefined();

    const action = formAction(byEmail.body, '/login');
    expect(action).toBeDefined();
    await client.follow(await client.request(new URL(action ?? '', byEmail.url).href, { method: 'POST', form: { account: account ?? '' } }));
    const me = await client.request('/api/auth/user');
    expect(me.status).toBe(200);
    expect(authUserSchema.parse(JSON.parse(me.body))).toMatchObject({ email: oldUser.email, firstName: 'Olive', lastName: 'Oldhand' });
  });

  it('says when nothing matches, and a % is a character, not a wildcard', async () => {
    const client = identity.client();
    const page = await signInPage(client);
    const none = await search(client, page, 'nobody-by-this-name');
    expect(summary(none.body)).toBe('No user on record matches “nobody-by-this-name”.');
    expect(summary((await search(client, page, '%')).body)).toBe('No user on record matches “%”.');
    const many = await search(client, page, 'newer');
    expect(summary(many.body)).toBe(`${NEWER_USERS} users on record match “newer”; the 100 newest are shown. Narrow the search to find the others.`);
  });

  it('refuses a search longer than 200 characters with 400', async () => {
    const client = identity.client();
    const page = await signInPage(client);
    const refused = await search(client, page, 'x'.repeat(201));
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(JSON.parse(refused.body)).error.code).toBe('IDENTITY_INVALID_REQUEST');
  });
});

describe('the development provider refuses', () => {
  it('choosing no account on a live sign-in page', async () => {
    const client = identity.client();
    const page = await signInPage(client);
    const action = formAction(page.body, '/login') ?? '';
    const refused = await client.request(new URL(action, page.url).href, { method: 'POST', form: { account: 'nobody' } });
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(JSON.parse(refused.body)).error.code).toBe('IDENTITY_INVALID_REQUEST');
  });
});
