import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { eventSubscribersOf } from '@academy/contracts';
import { scrapeMetrics, signInThroughDevelopmentProvider } from '@academy/test-kit';
import { repoRoot, serviceNames, type ServiceName } from '../src/paths.ts';
import { serviceNodeFlags, type RunningPlatform } from '../src/platform.ts';
import { buyTheCourse, expectOk, platformClient, waitFor, type Call } from './support/platform-calls.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

/*
 * Every service as two processes behind nginx (issue 25, item 7): a learner progresses and passes a
 * quiz, plays the arena and buys the course in test mode, an administrator works in the CRM. Each
 * service's requests are answered by both of its processes, the session holds on every process,
 * a sign-out at either identity process ends the session in every process at once, and every event
 * published reaches each of its subscribers exactly once although two relays share each outbox.
 */

const PROCESSES = 2;

/** A signed-in route of each service, for reading as the caller. */
const signedInRoute: Record<ServiceName, string> = {
  identity: '/api/auth/user',
  learning: '/api/progress',
  tools: '/api/user-level',
  commerce: '/api/subscription-status',
  backoffice: '/api/crm/contacts',
};

interface LogLine {
  msg?: string;
  req?: { url?: string };
  eventId?: string;
  source?: string;
  status?: string;
}

let running: TestPlatform | undefined;
let platform: RunningPlatform;
let sql: TestPlatform['sql'];

function client(cookie: string, base = () => platform.url): Call {
  return platformClient(base, cookie);
}

/** The log lines of each process of a service (its log file is `<name>.log`, then `<name>-2.log`, …). */
async function processLogs(name: ServiceName): Promise<LogLine[][]> {
  return Promise.all(
    platform.instances[name].map(async (_, index) => {
      const text = await readFile(path.join(platform.logDir, index === 0 ? `${name}.log` : `${name}-${index + 1}.log`), 'utf8');
      return text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    }),
  );
}

/** The answer key of a module's quiz, from the course content (the learner's browser never gets it). */
async function quizAnswers(moduleNumber: number): Promise<Record<string, number>> {
  const dir = path.join(repoRoot, 'services/learning/content/modules');
  const file = (await readdir(dir)).find((name) => name.startsWith(`${String(moduleNumber).padStart(2, '0')}-`));
  const text = await readFile(path.join(dir, file ?? ''), 'utf8');
  const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as { quiz: { questions: Array<{ id: string; answer: number }> } };
  return Object.fromEntries(front.quiz.questions.map((question) => [question.id, question.answer]));
}

beforeAll(async () => {
  running = await startTestPlatform(inject('postgresAdminUrl'), 'several', {
    gateway: 'nginx',
    processes: Object.fromEntries(serviceNames.map((name) => [name, PROCESSES])),
    env: { LOG_LEVEL: 'info', SIGN_IN_RATE_LIMIT: '1000' },
  });
  ({ platform, sql } = running);
}, 180_000);

afterAll(async () => {
  await running?.stop();
});

describe('every service as two processes behind nginx', () => {
  it('serves a purchase, progress, the arena and the CRM from both processes of each service, with every event delivered once', async () => {
    expect(platform.gatewayKind).toBe('nginx');
    for (const name of serviceNames) expect(platform.instances[name], name).toHaveLength(PROCESSES);

    const admin = client(await signInThroughDevelopmentProvider(platform.url, 'admin'));
    const learner = client(await signInThroughDevelopmentProvider(platform.url, 'free'));
    const me = (await learner('GET', '/api/auth/user')).json as { id: string };

    // The arena: a quest joined before studying counts the sections that follow.
    expectOk(await learner('POST', '/api/join-quest', { questId: 'section-sprint' }), 'join a quest');

    // Progress: every section of module 1, then its quiz passed with the answer key.
    const module = (await learner('GET', '/api/modules/1')).json as { content: { sections: unknown[] }; quiz: { questions: Array<{ id: string }> } };
    for (let section = 0; section < module.content.sections.length; section++) {
      const saved = await learner('POST', '/api/progress', { moduleId: 1, markSection: section });
      expectOk(saved, `section ${section}`);
      // Whichever process answers, it sees what the other one wrote.
      expect((saved.json as { sectionsCompleted: number[] }).sectionsCompleted).toHaveLength(section + 1);
    }
    const attempt = await learner('POST', '/api/modules/1/quiz-attempt');
    expectOk(attempt, 'start the quiz');
    const answers = await quizAnswers(1);
    const graded = await learner('POST', '/api/modules/1/quiz-attempt/submit', { attemptId: (attempt.json as { attemptId: number }).attemptId, answers });
    expectOk(graded, 'submit the quiz');
    expect(graded.json).toMatchObject({ passed: true, score: 100 });
    expectOk(
      await learner('POST', '/api/study-sessions', { sessionId: randomUUID(), moduleId: 1, activeSeconds: 30, elapsedSeconds: 30, interactions: 2 }),
      'study session',
    );

    // The arena again: the XP of the sections and the quiz arrive by event; a challenge is started.
    await waitFor('the XP reaches the arena', async () => ((await learner('GET', '/api/user-level')).json as { currentXp: number }).currentXp > 0);
    expectOk(await learner('GET', '/api/challenge-modes'), 'challenge modes');
    expectOk(await learner('POST', '/api/start-challenge', { challengeId: 'section-streak' }), 'start a challenge');
    expectOk(await learner('GET', '/api/leaderboard'), 'leaderboard');
    expectOk(await learner('GET', '/api/weekly-quests'), 'weekly quests');

    // The purchase in test mode: the card confirmed at the test-mode payment server, the payment verified.
    expect((await learner('GET', '/api/subscription-status')).json).toMatchObject({ ownsCourse: false });
    await buyTheCourse(learner);
    expect((await learner('GET', '/api/subscription-status')).json).toMatchObject({ ownsCourse: true });
    // Learning opens module 2 once commerce's entitlement.granted has reached it.
    await waitFor('learning receives the entitlement', async () => (await learner('GET', '/api/modules/2')).status === 200);

    // The CRM: an administrator adds a contact with a deal and reads them back.
    const contact = await admin('POST', '/api/crm/contacts', { firstName: 'Kim', lastName: 'Park', email: 'kim@acme.example' });
    expectOk(contact, 'contact');
    const contactId = (contact.json as { id: number }).id;
    expectOk(await admin('POST', `/api/crm/contacts/${contactId}/deals`, { title: 'Pilot', value: 900 }), 'deal');
    expectOk(await admin('GET', `/api/crm/contacts/${contactId}`), 'the contact');
    expect(((await admin('GET', '/api/crm/contacts')).json as Array<{ id: number }>).map((row) => row.id)).toContain(contactId);

    // Each service's part of the journey was answered by both of its processes.
    for (const name of serviceNames) {
      const answered = (await processLogs(name)).map((lines) => lines.filter((line) => line.req?.url?.startsWith('/api/')).length);
      expect(
        answered.every((count) => count > 0),
        `${name}: requests per process ${JSON.stringify(answered)}`,
      ).toBe(true);
    }

    // Once: every event each producer published reached each of its subscribers, and each
    // subscriber received it exactly once (over both of its processes), although two relays —
    // one per producer process — share the outbox.
    const producers = serviceNames.filter((name) => eventSubscribersOf(name).length > 0);
    await waitFor(
      'every outbox is delivered',
      async () => {
        for (const name of producers) {
          const { rows } = await sql[name].query<{ n: number }>(
            `select (select count(*) from event_outbox where dispatched_at is null) + (select count(*) from event_outbox_deliveries where delivered_at is null) as n`,
          );
          if (Number(rows[0]?.n) > 0) return false;
        }
        return true;
      },
      30_000,
    );
    const published = new Map<ServiceName, string[]>();
    for (const name of producers) {
      const { rows } = await sql[name].query<{ id: string }>('select id::text as id from event_outbox order by seq');
      published.set(
        name,
        rows.map((row) => row.id),
      );
      for (const lines of await processLogs(name))
        expect(
          lines.some((line) => line.msg === 'outbox relay started'),
          `${name}: a relay in each process`,
        ).toBe(true);
    }
    // Each event continues the trace of the request or the event handling that published it, carried
    // explicitly (nothing is exported here, so no async context carries it).
    for (const name of producers) {
      const { rows } = await sql[name].query<{ type: string }>('select type from event_outbox where traceparent is null');
      expect(
        rows.map((row) => row.type),
        `${name}: events published outside a trace`,
      ).toEqual([]);
    }
    expect(published.get('learning')?.length).toBeGreaterThanOrEqual(module.content.sections.length + 1);
    expect(published.get('commerce')?.length).toBeGreaterThanOrEqual(2);
    // Time for a second delivery to show up, if a relay were to make one (each polls every second).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const consumer of serviceNames) {
      const received = (await processLogs(consumer)).flat().filter((line) => line.msg === 'event received');
      for (const producer of producers.filter((name) => eventSubscribersOf(name).includes(consumer))) {
        const ids = received.filter((line) => line.source === producer).map((line) => line.eventId);
        expect([...ids].sort(), `${producer} → ${consumer}`).toEqual([...(published.get(producer) ?? [])].sort());
        expect(
          received.filter((line) => line.source === producer && line.status === 'duplicate'),
          `${producer} → ${consumer}`,
        ).toEqual([]);
      }
    }
    // What the events did, once: learning holds the entitlement once, the arena paid the quiz pass once.
    expect((await sql.learning.query('select 1 from entitlements where user_id = $1', [me.id])).rowCount).toBe(1);
    const { rows: quizEvents } = await sql.learning.query<{ id: string }>(
      "select id::text as id from event_outbox where type = 'quiz.submitted' and payload->>'userId' = $1",
      [me.id],
    );
    expect(quizEvents).toHaveLength(1);
    expect((await sql.tools.query('select 1 from arena_ledger where source_event_id = $1', [quizEvents[0]?.id])).rowCount).toBe(1);
  }, 120_000);

  it('keeps a session on every process of every service, and a sign-out at either identity process ends it in all of them at once', async () => {
    for (const signOutAt of [0, 1]) {
      const cookie = await signInThroughDevelopmentProvider(platform.url, 'owner');
      const atProcess = (name: ServiceName, index: number) => client(cookie, () => platform.instances[name][index]!.url);
      const everyProcess = serviceNames.flatMap((name) => platform.instances[name].map((_, index) => ({ name, index })));
      // Read as the learner on each process: the session holds wherever a request lands, and each
      // process now has it in its cache.
      for (const { name, index } of everyProcess) {
        expect((await atProcess(name, index)('GET', signedInRoute[name])).status, `${name} process ${index + 1}`).toBe(200);
      }
      expect((await atProcess('identity', signOutAt)('POST', '/api/logout')).status).toBe(200);
      // Refused at once by every process, whichever identity process took the sign-out.
      for (const { name, index } of everyProcess) {
        expect(
          (await atProcess(name, index)('GET', signedInRoute[name])).status,
          `${name} process ${index + 1} after signing out at identity ${signOutAt + 1}`,
        ).toBe(401);
      }
    }
  }, 120_000);

  it("shows the journey in every service's metrics, summed over its processes (issue 25: the counters move)", async () => {
    const summed = async (name: ServiceName) => {
      const scrapes = await Promise.all(platform.instances[name].map((instance) => scrapeMetrics(instance.url)));
      return (metric: string, labels?: Record<string, string>) => scrapes.reduce((sum, scrape) => sum + (scrape.value(metric, labels) ?? 0), 0);
    };
    const requests = 'academy_http_requests_total';
    const identity = await summed('identity');
    expect(identity('academy_sign_ins_total', { outcome: 'succeeded' })).toBeGreaterThanOrEqual(2);
    const learning = await summed('learning');
    expect(learning(requests, { operation: 'postProgress', status: '200' })).toBeGreaterThanOrEqual(4);
    expect(learning('academy_http_request_duration_seconds_count', { operation: 'postProgress' })).toBeGreaterThanOrEqual(4);
    expect(learning('academy_event_deliveries_total', { subscriber: 'tools', outcome: 'delivered' })).toBeGreaterThanOrEqual(4);
    const tools = await summed('tools');
    expect(tools(requests, { operation: 'joinQuest', status: '200' })).toBe(1);
    expect(tools('academy_events_received_total', { source: 'learning' })).toBeGreaterThanOrEqual(4);
    const commerce = await summed('commerce');
    expect(commerce('academy_payments_total')).toBe(1);
    expect(commerce('academy_event_deliveries_total', { subscriber: 'learning', outcome: 'delivered' })).toBeGreaterThanOrEqual(1);
    const backoffice = await summed('backoffice');
    expect(backoffice(requests, { operation: 'createCrmContact', status: '201' })).toBe(1);
    // Every process was scraped and counts its own pool.
    for (const name of serviceNames) expect((await summed(name))('academy_db_pool_max_connections'), name).toBeGreaterThanOrEqual(PROCESSES);
  });

  it('runs every service process with single-threaded garbage collection when they outnumber the cores', async () => {
    const processes = Object.values(platform.instances).flat();
    expect(processes.length).toBe(serviceNames.length * PROCESSES);
    const expected = serviceNodeFlags(processes.length);
    for (const service of processes) {
      const argv = (await readFile(`/proc/${service.pid}/cmdline`, 'utf8')).split('\0');
      expect(argv.includes('--single-threaded-gc'), `${service.name} (pid ${service.pid})`).toBe(expected.length > 0);
    }
  });
});

describe('serviceNodeFlags', () => {
  it('keeps each collection on its process’s own thread only when the services outnumber the cores', () => {
    expect(serviceNodeFlags(5, 2)).toEqual(['--single-threaded-gc']);
    expect(serviceNodeFlags(6, 4)).toEqual(['--single-threaded-gc']);
    expect(serviceNodeFlags(5, 8)).toEqual([]);
    expect(serviceNodeFlags(5, 5)).toEqual([]);
  });
});
