import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rolePermissions } from '@academy/contracts';
import { AppError, createDatabase, type Database } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { schema } from '../src/data/schema.ts';
import { createUserRepository, type UserRepository } from '../src/data/user.repository.ts';
import { signIn, type VerifiedIdentity } from '../src/domain/sign-in.use-case.ts';
import { MIGRATIONS_FOLDER } from '../src/http/server.ts';

let testDatabase: TestDatabase;
let database: Database<typeof schema>;
let users: UserRepository;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('postgresAdminUrl'), 'identity_sign_in');
  database = createDatabase(testDatabase.url, schema, { max: 2 });
  await database.migrate(MIGRATIONS_FOLDER);
  users = createUserRepository(database.db);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const deps = () => ({
  users,
  transaction: database.transaction,
  initialRole: (email: string) => (email === 'boss@example.com' ? ('administrator' as const) : ('user' as const)),
});

function identity(overrides: Partial<VerifiedIdentity>): VerifiedIdentity {
  return {
    issuer: 'https://issuer-one.test',
    subject: 'subject-1',
    email: 'someone@example.com',
    emailVerified: true,
    firstName: 'Some',
    lastName: 'One',
    pictureUrl: undefined,
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the sign-in was accepted');
}

async function rowsFor(email: string) {
  const { rows } = await database.pool.query('select issuer, subject, email, role, permissions from users where email = $1', [email]);
  return rows;
}

describe('signIn', () => {
  it('creates a first-time user with the initial role, its permissions and a lower-case e-mail', async () => {
    const user = await signIn(deps(), identity({ subject: 'boss', email: ' Boss@Example.com ' }));
    expect(user).toMatchObject({ email: 'boss@example.com', role: 'administrator', permissions: [...rolePermissions.administrator] });
  });

  it('refreshes the profile of a returning user without touching the role', async () => {
    const first = await signIn(deps(), identity({ subject: 'returning', email: 'returning@example.com', firstName: 'Old' }));
    const again = await signIn(
      deps(),
      identity({ subject: 'returning', email: 'returning@example.com', firstName: 'New', pictureUrl: 'https://img.test/p.png' }),
    );
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ firstName: 'New', profileImageUrl: 'https://img.test/p.png', role: 'user' });
  });

  it('links a new issuer to the existing user when the issuer verified the e-mail', async () => {
    const original = await signIn(deps(), identity({ subject: 'linked', email: 'linked@example.com' }));
    const linked = await signIn(deps(), identity({ issuer: 'https://issuer-two.test', subject: 'other', email: 'linked@example.com', emailVerified: true }));
    expect(linked.id).toBe(original.id);
    expect(await rowsFor('linked@example.com')).toEqual([
      { issuer: 'https://issuer-two.test', subject: 'other', email: 'linked@example.com', role: 'user', permissions: [...rolePermissions.user] },
    ]);
  });

  it('refuses a new subject claiming an existing e-mail without verification, and changes nothing', async () => {
    await signIn(deps(), identity({ subject: 'owner', email: 'owned@example.com' }));
    const before = await rowsFor('owned@example.com');
    const error = await refusal(
      signIn(deps(), identity({ issuer: 'https://issuer-two.test', subject: 'intruder', email: 'owned@example.com', emailVerified: undefined })),
    );
    expect(error).toMatchObject({ code: 'IDENTITY_EMAIL_IN_USE', status: 409 });
    expect(await rowsFor('owned@example.com')).toEqual(before);
  });

  it('refuses a returning user whose new e-mail belongs to someone else', async () => {
    await signIn(deps(), identity({ subject: 'first-holder', email: 'taken@example.com' }));
    await signIn(deps(), identity({ subject: 'mover', email: 'mover@example.com' }));
    const error = await refusal(signIn(deps(), identity({ subject: 'mover', email: 'taken@example.com' })));
    expect(error.code).toBe('IDENTITY_EMAIL_IN_USE');
    expect(await rowsFor('mover@example.com')).toHaveLength(1);
  });

  it('without an e-mail address, refuses and writes nothing', async () => {
    const { rows: before } = await database.pool.query('select count(*)::int as n from users');
    const error = await refusal(signIn(deps(), identity({ subject: 'no-mail', email: undefined })));
    expect(error).toMatchObject({ code: 'IDENTITY_EMAIL_MISSING', status: 400 });
    const { rows: after } = await database.pool.query('select count(*)::int as n from users');
    expect(after).toEqual(before);
  });
});
