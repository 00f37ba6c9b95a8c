import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Certificate, CertificateVerification, EventEnvelope, IssuerKeys } from '@academy/contracts';
import { createDatabase, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema, migrationsFolder } from '../src/config.ts';
import { generateSigningJwk } from '../src/data/certificate-keys.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PUBLIC_URL = 'https://academy.example';

let database: TestDatabase;
let identity: IdentityProcess;
let server: RunningServer;
let sql: pg.Pool;
let keyDir: string;

interface Learner {
  cookie: string;
  id: string;
  name: string;
}

const call = (method: string, url: string, cookie?: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type DeliveredEvent = 'entitlement.granted' | 'entitlement.revoked' | 'user.created' | 'user.updated' | 'user.deleted';
const deliverTo = (base: string, type: DeliveredEvent, userId: string, data: Record<string, unknown>, occurredAt = new Date()) => {
  const source = type.startsWith('user.') ? 'identity' : 'commerce';
  const event: EventEnvelope = {
    id: randomUUID(),
    type,
    source,
    occurredAt: occurredAt.toISOString(),
    subject: userId,
    data: { userId, email: 'learner@academy.test', ...data },
    version: 1,
  };
  return fetch(`${base}/internal/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
};
const deliver = (type: DeliveredEvent, learner: Learner, data: Record<string, unknown>) => deliverTo(server.url, type, learner.id, data);
const purchase = { productId: 'lifetime-access', grantedAt: new Date().toISOString(), reason: 'purchase' };
const grant = (learner: Learner) => deliver('entitlement.granted', learner, purchase);

async function signIn(account: 'owner' | 'free'): Promise<Learner> {
  const cookie = await identity.signIn(account);
  const user = (await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
  };
  return { cookie, id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email };
}

/** Module 2 (one section), then module 1 (two sections and its quiz): the quiz completes the course. */
async function completeCourse(learner: Learner) {
  expect((await call('POST', '/api/progress', learner.cookie, { moduleId: 2, markSection: 0 })).status).toBe(200);
  expect((await call('POST', '/api/progress', learner.cookie, { moduleId: 1, sectionsCompleted: [0, 1] })).status).toBe(200);
  const attempt = (await (await call('POST', '/api/modules/1/quiz-attempt', learner.cookie, {})).json()) as { attemptId: number };
  const graded = await call('POST', '/api/modules/1/quiz-attempt/submit', learner.cookie, { attemptId: attempt.attemptId, answers: { q1: 0 } });
  expect(graded.status).toBe(200);
}

const mine = async (learner: Learner) => {
  const response = await call('GET', '/api/certificates/mine', learner.cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as Certificate | null;
};
const verifyJwt = async (credential: string) => {
  const response = await call('POST', '/api/certificates/verify', undefined, { credential });
  expect(response.status).toBe(200);
  return (await response.json()) as CertificateVerification;
};
const verifyId = async (id: string) => {
  const response = await call('GET', `/api/certificates/${id}/verification`);
  expect(response.status).toBe(200);
  return (await response.json()) as CertificateVerification;
};
const rows = async (query: string, params: unknown[] = []) => (await sql.query(query, params)).rows as Array<Record<string, unknown>>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const credentialName = (credential: unknown) =>
  (decodeJwt(String(credential)) as { vc: { credentialSubject: { identifier: Array<{ identityHash: string }> } } }).vc.credentialSubject.identifier[0]
    ?.identityHash;

/** A learning service on the database, every one signing with the same key file. */
async function startLearning(databaseUrl: string): Promise<RunningServer> {
  const config = learningConfigSchema.parse({
    PORT: '0',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    CONTENT_DIR: fixtures,
    IDENTITY_URL: identity.url,
    PUBLIC_URL,
    CERTIFICATE_KEY_FILE: path.join(keyDir, 'nested', 'signing-key.json'),
  });
  return (await createLearningService(config)).start();
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_certificates'), startIdentityProcess(adminUrl)]);
  keyDir = await mkdtemp(path.join(os.tmpdir(), 'certificate-keys-'));
  server = await startLearning(database.url);
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
  if (keyDir) await rm(keyDir, { recursive: true, force: true });
});

describe('issuing: the completion that finishes the course', () => {
  let learner: Learner;
  beforeAll(async () => {
    learner = await signIn('owner');
    expect((await grant(learner)).status).toBe(200);
  });

  it('issues nothing while a module is left, then one certificate with certificate.issued when the last one is completed', async () => {
    expect((await call('POST', '/api/progress', learner.cookie, { moduleId: 2, markSection: 0 })).status).toBe(200);
    expect(await mine(learner)).toBeNull();
    expect(await rows('select * from certificates')).toEqual([]);

    await completeCourse(learner);
    const issued = await rows('select id, user_id, course_id, modules, revoked_at from certificates');
    expect(issued).toEqual([
      {
        id: expect.any(String),
        user_id: learner.id,
        course_id: 'ai-business-growth-mastery',
        modules: ['AI-Powered Customer Acquisition Strategies', 'Conversion Pages'],
        revoked_at: null,
      },
    ]);
    expect(await rows("select payload from event_outbox where type = 'certificate.issued'")).toEqual([
      { payload: { userId: learner.id, certificateId: issued[0]?.id, courseId: 'ai-business-growth-mastery', issuedAt: expect.any(String) } },
    ]);

    // Completing again (a new quiz pass, a repeated section) issues nothing more.
    expect((await call('POST', '/api/progress', learner.cookie, { moduleId: 2, markSection: 0 })).status).toBe(200);
    expect(await rows('select count(*)::int as n from certificates')).toEqual([{ n: 1 }]);
    expect(await rows("select count(*)::int as n from event_outbox where type = 'certificate.issued'")).toEqual([{ n: 1 }]);
  });

  it('signs the credential when the certificate is issued, naming the learner as their request did; reading it and its PDF writes nothing', async () => {
    // xmin: the transaction that wrote the row's current version; any update changes it.
    const stored = () => rows('select xmin::text as version, learner_name, credential from certificates where user_id = $1', [learner.id]);
    const issued = await stored();
    expect(issued).toEqual([{ version: expect.any(String), learner_name: learner.name, credential: expect.any(String) }]);
    expect(credentialName(issued[0]?.credential)).toBe(learner.name);

    const certificate = await mine(learner);
    expect(certificate).toMatchObject({ learnerName: learner.name, credential: issued[0]?.credential });
    expect((await call('GET', `/api/certificates/${certificate?.id}/pdf`, learner.cookie)).status).toBe(200);
    expect(await mine(learner)).toEqual(certificate);
    expect(await stored()).toEqual(issued);
  });

  it('gives the learner an Open Badges 3.0 credential signed with Ed25519 that names them and the course', async () => {
    const certificate = await mine(learner);
    expect(certificate).toMatchObject({
      status: 'valid',
      learnerName: learner.name,
      courseName: 'AI Business Growth Mastery',
      revokedAt: null,
      verifyUrl: `${PUBLIC_URL}/verify/${certificate?.id}`,
    });
    const credential = certificate?.credential ?? '';
    expect(decodeProtectedHeader(credential)).toMatchObject({ alg: 'EdDSA' });
    const payload = decodeJwt(credential) as {
      iss: string;
      jti: string;
      vc: { type: string[]; credentialSubject: { achievement: { name: string }; identifier: Array<{ identityHash: string }> } };
    };
    expect(payload.iss).toBe(PUBLIC_URL);
    expect(payload.jti).toBe(`urn:uuid:${certificate?.id}`);
    expect(payload.vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.vc.credentialSubject.achievement.name).toBe('AI Business Growth Mastery');
    expect(payload.vc.credentialSubject.identifier[0]?.identityHash).toBe(learner.name);
    // Signed once: a second read answers the same credential.
    expect((await mine(learner))?.credential).toBe(credential);
  });

  it('publishes the issuer keys, and a verifier with only those keys accepts the credential', async () => {
    const response = await call('GET', '/api/certificates/issuer-keys');
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as IssuerKeys;
    expect(jwks.keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' }]);
    const { jwtVerify, createLocalJWKSet } = await import('jose');
    const certificate = await mine(learner);
    await expect(jwtVerify(certificate?.credential ?? '', createLocalJWKSet(jwks))).resolves.toBeDefined();
  });

  it('verifies by number and by credential without signing in: valid', async () => {
    const certificate = await mine(learner);
    const byId = await verifyId(certificate?.id ?? '');
    expect(byId).toMatchObject({ status: 'valid', certificate: { id: certificate?.id, learnerName: learner.name, courseName: 'AI Business Growth Mastery' } });
    expect(await verifyJwt(certificate?.credential ?? '')).toMatchObject({ status: 'valid', certificate: { id: certificate?.id } });
    expect(await verifyId(randomUUID())).toMatchObject({ status: 'unknown', certificate: null });
  });

  it('refuses an altered credential and one signed with another key', async () => {
    const certificate = await mine(learner);
    const [header, body, signature] = (certificate?.credential ?? '').split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as {
      vc: { credentialSubject: { identifier: Array<{ identityHash: string }> } };
    };
    const identity0 = claims.vc.credentialSubject.identifier[0];
    if (identity0) identity0.identityHash = 'Somebody Else';
    const altered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await verifyJwt(altered)).toMatchObject({ status: 'unknown', certificate: null, reason: expect.stringMatching(/altered or forged/) });

    const forgerKey = await importJWK(await generateSigningJwk(), 'EdDSA');
    const decoded = decodeJwt(certificate?.credential ?? '');
    const forged = await new SignJWT(decoded)
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(certificate?.credential ?? '').kid })
      .sign(forgerKey);
    expect(await verifyJwt(forged)).toMatchObject({ status: 'unknown', certificate: null });
    expect(await verifyJwt('not a credential')).toMatchObject({ status: 'unknown' });
  });

  it('serves a PDF that parses and names the learner, to the learner only', async () => {
    const certificate = await mine(learner);
    const response = await call('GET', `/api/certificates/${certificate?.id}/pdf`, learner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(learner.name);
    expect((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text).toContain(learner.name);

    const other = await signIn('free');
    expect((await call('GET', `/api/certificates/${certificate?.id}/pdf`, other.cookie)).status).toBe(404);
    expect((await call('GET', `/api/certificates/${certificate?.id}/pdf`)).status).toBe(401);
  });

  it('revokes on a refund (entitlement.revoked): the verification says revoked, once', async () => {
    const certificate = await mine(learner);
    expect(
      (await deliver('entitlement.revoked', learner, { productId: 'lifetime-access', revokedAt: new Date().toISOString(), reason: 'refund' })).status,
    ).toBe(200);
    expect(await verifyId(certificate?.id ?? '')).toMatchObject({ status: 'revoked', certificate: { id: certificate?.id, revokedAt: expect.any(String) } });
    expect(await verifyJwt(certificate?.credential ?? '')).toMatchObject({ status: 'revoked' });
    expect(await mine(learner)).toMatchObject({ status: 'revoked' });
    expect(await rows("select payload->>'reason' as reason from event_outbox where type = 'certificate.revoked'")).toEqual([{ reason: 'refund' }]);
  });

  it('bought again by a learner who finished the course: a new certificate is issued, the revoked one stays revoked', async () => {
    const revoked = await mine(learner);
    expect(revoked?.status).toBe('revoked');
    expect((await grant(learner)).status).toBe(200);
    const renewed = await mine(learner);
    expect(renewed).toMatchObject({ status: 'valid', learnerName: learner.name });
    expect(renewed?.id).not.toBe(revoked?.id);
    expect(await verifyId(renewed?.id ?? '')).toMatchObject({ status: 'valid' });
    expect(await verifyId(revoked?.id ?? '')).toMatchObject({ status: 'revoked' });
    expect(await rows("select count(*)::int as n from event_outbox where type = 'certificate.issued'")).toEqual([{ n: 2 }]);
    // While one stands, another purchase event issues nothing more.
    expect((await grant(learner)).status).toBe(200);
    expect(await rows('select count(*)::int as n from certificates where revoked_at is null')).toEqual([{ n: 1 }]);
  });
});

describe('user.deleted', () => {
  it('revokes the certificate and forgets whom it named', async () => {
    const learner = await signIn('free');
    expect((await grant(learner)).status).toBe(200);
    await completeCourse(learner);
    const certificate = await mine(learner);
    expect(certificate?.status).toBe('valid');

    expect((await deliver('user.deleted', learner, {})).status).toBe(200);
    expect(await verifyId(certificate?.id ?? '')).toMatchObject({ status: 'revoked', certificate: { id: certificate?.id, learnerName: null } });
    expect(await verifyJwt(certificate?.credential ?? '')).toMatchObject({ status: 'revoked' });
    expect(await rows('select user_id, learner_name, credential, revocation_reason from certificates where id = $1', [certificate?.id])).toEqual([
      { user_id: null, learner_name: null, credential: null, revocation_reason: 'account-deleted' },
    ]);
  });
});

describe('issuing on a purchase (entitlement.granted), whose event names nobody', () => {
  const completeEveryModule = (userId: string) =>
    sql.query(
      'insert into progress (user_id, module_id, completed, completed_at, progress_percentage) select $1, id, true, now(), 100 from modules where is_published',
      [userId],
    );
  const standing = (userId: string) => rows('select learner_name, credential from certificates where user_id = $1 and revoked_at is null', [userId]);

  it('names the learner as identity last described them (user.created, user.updated); an event said earlier changes nothing', async () => {
    const userId = `purchaser-${randomUUID()}`;
    await completeEveryModule(userId);
    const profile = { email: 'ada@academy.test', role: 'user' };
    expect((await deliverTo(server.url, 'user.created', userId, { ...profile, firstName: 'Ada', lastName: 'Byron' }, minutesAgo(3))).status).toBe(200);
    expect((await deliverTo(server.url, 'user.updated', userId, { ...profile, firstName: 'Ada', lastName: 'Lovelace' }, minutesAgo(1))).status).toBe(200);
    // Delivered last, said before the one above.
    expect((await deliverTo(server.url, 'user.updated', userId, { ...profile, firstName: 'Ada', lastName: 'King' }, minutesAgo(2))).status).toBe(200);

    expect((await deliverTo(server.url, 'entitlement.granted', userId, { ...purchase, email: 'ada@academy.test' })).status).toBe(200);
    const issued = await standing(userId);
    expect(issued).toEqual([{ learner_name: 'Ada Lovelace', credential: expect.any(String) }]);
    expect(credentialName(issued[0]?.credential)).toBe('Ada Lovelace');
    expect(await verifyJwt(String(issued[0]?.credential))).toMatchObject({ status: 'valid', certificate: { learnerName: 'Ada Lovelace' } });
  });

  it('names a learner nobody has named by the part of their e-mail before the @', async () => {
    const userId = `purchaser-${randomUUID()}`;
    await completeEveryModule(userId);
    expect((await deliverTo(server.url, 'entitlement.granted', userId, { ...purchase, email: 'grace.h@academy.test' })).status).toBe(200);
    const issued = await standing(userId);
    expect(issued).toEqual([{ learner_name: 'grace.h', credential: expect.any(String) }]);
    expect(credentialName(issued[0]?.credential)).toBe('grace.h');
  });
});

describe('certificates issued unsigned, before certificates were signed at issue', () => {
  let legacyDatabase: TestDatabase;
  let legacy: RunningServer;
  let legacySql: pg.Pool;
  let learner: Learner;
  const ids = { onboarded: randomUUID(), revoked: randomUUID(), returning: randomUUID(), unnamed: randomUUID() };
  const legacyRows = (query: string, params: unknown[] = []) => legacySql.query(query, params).then((result) => result.rows as Array<Record<string, unknown>>);
  const stored = (id: string) => legacyRows('select xmin::text as version, learner_name, credential from certificates where id = $1', [id]);

  beforeAll(async () => {
    legacyDatabase = await createTestDatabase(inject('postgresAdminUrl'), 'learning_certificates_unsigned');
    // The database as it was before names were kept: every migration before 0013.
    const before = await mkdtemp(path.join(os.tmpdir(), 'learning-migrations-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag.startsWith('0013_')),
    );
    await writeFile(journalFile, JSON.stringify(journal));
    const older = createDatabase(legacyDatabase.url, {});
    await older.migrate(before);
    await rm(before, { recursive: true, force: true });

    learner = await signIn('free');
    const certificate =
      'insert into certificates (id, user_id, course_id, modules, issued_at, learner_name, credential, revoked_at, revocation_reason) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
    const course = 'ai-business-growth-mastery';
    const titles = JSON.stringify(['AI-Powered Customer Acquisition Strategies', 'Conversion Pages']);
    await older.pool.query("insert into onboarding (user_id, data) values ('onboarded-learner', $1)", [
      { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@academy.test' },
    ]);
    await older.pool.query(certificate, [ids.onboarded, 'onboarded-learner', course, titles, minutesAgo(60), null, null, null, null]);
    await older.pool.query(certificate, [
      ids.revoked,
      'returning-learner',
      course,
      titles,
      minutesAgo(90),
      'Grace Hopper',
      'a credential signed on first view',
      minutesAgo(80),
      'refund',
    ]);
    await older.pool.query(certificate, [ids.returning, 'returning-learner', course, titles, minutesAgo(30), null, null, null, null]);
    await older.pool.query(certificate, [ids.unnamed, learner.id, course, titles, minutesAgo(20), null, null, null, null]);
    await older.close();

    legacy = await startLearning(legacyDatabase.url);
    legacySql = new pg.Pool({ connectionString: legacyDatabase.url, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await legacy?.stop();
    await legacySql?.end();
    await legacyDatabase?.drop();
  });

  const verifyOn = async (credential: unknown) =>
    (await (
      await fetch(`${legacy.url}/api/certificates/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential }),
      })
    ).json()) as CertificateVerification;

  it('are signed at start when the service can name the learner: by their earlier certificate, else by their onboarding answers', async () => {
    const [onboarded] = await stored(ids.onboarded);
    expect(onboarded).toMatchObject({ learner_name: 'Ada Lovelace', credential: expect.any(String) });
    expect(credentialName(onboarded?.credential)).toBe('Ada Lovelace');
    expect(await verifyOn(onboarded?.credential)).toMatchObject({ status: 'valid', certificate: { id: ids.onboarded, learnerName: 'Ada Lovelace' } });

    const [returning] = await stored(ids.returning);
    expect(returning).toMatchObject({ learner_name: 'Grace Hopper', credential: expect.any(String) });
    expect(credentialName(returning?.credential)).toBe('Grace Hopper');

    expect(await stored(ids.unnamed)).toEqual([{ version: expect.any(String), learner_name: null, credential: null }]);
  });

  it('answers one whose learner it cannot name yet signed for that answer alone, and reading it or its PDF writes nothing', async () => {
    const before = await stored(ids.unnamed);
    const response = await fetch(`${legacy.url}/api/certificates/mine`, { headers: { cookie: learner.cookie } });
    const certificate = (await response.json()) as Certificate;
    expect(certificate).toMatchObject({ id: ids.unnamed, status: 'valid', learnerName: learner.name });
    expect(await verifyOn(certificate.credential)).toMatchObject({ status: 'valid', certificate: { id: ids.unnamed } });
    expect((await fetch(`${legacy.url}/api/certificates/${ids.unnamed}/pdf`, { headers: { cookie: learner.cookie } })).status).toBe(200);
    expect(await stored(ids.unnamed)).toEqual(before);
  });

  it('signs it at a later start once identity has named the learner (user.updated)', async () => {
    const profile = { email: 'free@academy.test', role: 'user', firstName: 'Katherine', lastName: 'Johnson' };
    expect((await deliverTo(legacy.url, 'user.updated', learner.id, profile)).status).toBe(200);
    await legacy.stop();
    legacy = await startLearning(legacyDatabase.url);
    const [signed] = await stored(ids.unnamed);
    expect(signed).toMatchObject({ learner_name: 'Katherine Johnson', credential: expect.any(String) });
    expect(await verifyOn(signed?.credential)).toMatchObject({ status: 'valid', certificate: { id: ids.unnamed, learnerName: 'Katherine Johnson' } });
  });
});
