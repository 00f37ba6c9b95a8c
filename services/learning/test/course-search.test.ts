import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { courseSearchResponseSchema, errorEnvelopeSchema, type CourseSearchResponse } from '@academy/contracts';
import { parseModuleFile, type ModuleFile } from '@academy/rules/learning/module-file';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService, type LearningServiceOptions } from '../src/http/server.ts';
import { grantEvent } from './support/entitlement-events.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const shippedContent = path.resolve(here, '../content');
const fixtures = path.join(here, 'fixtures');

let identity: IdentityProcess;
let database: TestDatabase;
let server: RunningServer;
let sql: pg.Pool;
let owner: string;
let free: string;
let shipped: { file: string; module: ModuleFile }[];

async function startService(databaseUrl: string, env: Record<string, string> = {}, options: LearningServiceOptions = {}): Promise<RunningServer> {
  const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', IDENTITY_URL: identity.url, ...env });
  return (await createLearningService(config, options)).start();
}

async function userIdOf(cookie: string): Promise<string> {
  return ((await (await fetch(`${identity.url}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
}

async function ask(base: string, cookie: string, question: string, moduleId?: number): Promise<CourseSearchResponse> {
  const query = new URLSearchParams({ q: question, ...(moduleId === undefined ? {} : { moduleId: String(moduleId) }) });
  const response = await fetch(`${base}/api/course-search?${query.toString()}`, { headers: { cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return courseSearchResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  [database, identity] = await Promise.all([createTestDatabase(adminUrl, 'learning_course_search'), startIdentityProcess(adminUrl)]);
  server = await startService(database.url);
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  [owner, free] = await Promise.all([identity.signIn('owner'), identity.signIn('free')]);
  const delivered = await fetch(`${server.url}/internal/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(grantEvent(await userIdOf(owner), 'owner@academy.test')),
  });
  expect(delivered.status).toBe(200);
  const dir = path.join(shippedContent, 'modules');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  shipped = await Promise.all(files.map(async (file) => ({ file, module: parseModuleFile(file, await readFile(path.join(dir, file), 'utf8')) })));
});

afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await identity?.stop();
  await database?.drop();
});

describe('GET /api/course-search', () => {
  it('answers from the section that teaches it, best first, quoting a short passage and linking to the section', async () => {
    const answer = await ask(server.url, owner, 'How do I keep cold emails out of spam folders?');
    expect(answer.mode).toBe('answer');
    const [best] = answer.hits;
    expect(best).toMatchObject({
      kind: 'section',
      title: 'Outbound foundations: deliverability and the law',
      source: 'Module 4 · AI-Assisted Outbound and Email Follow-Up',
      link: '/module/4#section-1',
      moduleId: 4,
      sectionNumber: 1,
      access: 'open',
    });
    expect(best?.quote?.toLowerCase()).toMatch(/spam/);
    expect(best?.quote?.length).toBeLessThan(500);
    // A quote is the lesson's words, without its Markdown.
    expect(best?.quote).not.toMatch(/\*\*|^#|\]\(/);
    expect(answer.hits.length).toBeLessThanOrEqual(3);
    expect(answer.rephrased).toBeNull();
  });

  it('ranks a section whose title names the subject above earlier sections that only mention it', async () => {
    expect((await ask(server.url, owner, 'ideal customer profile')).hits[0]).toMatchObject({
      title: 'Define your ideal customer from your own data',
      link: '/module/1#section-2',
    });
    expect((await ask(server.url, owner, 'lifetime value')).hits[0]).toMatchObject({
      title: 'Lifetime value that helps you decide',
      link: '/module/13#section-2',
    });
    expect((await ask(server.url, owner, 'attribution model')).hits[0]).toMatchObject({
      title: 'Attribution models and their blind spots',
      link: '/module/14#section-1',
    });
    expect((await ask(server.url, owner, 'churn early warning')).hits[0]).toMatchObject({ link: '/module/13#section-3' });
  });

  it('names and links a locked module to a learner without the course, without quoting it; the free preview is quoted', async () => {
    const locked = await ask(server.url, free, 'How do I keep cold emails out of spam folders?');
    expect(locked.mode).toBe('answer');
    expect(locked.hits[0]).toMatchObject({ moduleId: 4, link: '/module/4#section-1', access: 'locked', quote: null });
    const lesson = shipped.find(({ module }) => module.meta.id === 4)?.module.sections[0]?.content ?? '';
    const text = JSON.stringify(locked);
    for (const sentence of lesson.split(/(?<=\.)\s+/).filter((s) => s.length > 40)) expect(text).not.toContain(sentence.replace(/\*\*/g, ''));

    const preview = await ask(server.url, free, 'ideal customer profile');
    expect(preview.hits[0]).toMatchObject({ moduleId: 1, access: 'open' });
    expect(preview.hits[0]?.quote).toEqual(expect.any(String));
  });

  it('finds case studies and templates as well as sections', async () => {
    const study = await ask(server.url, owner, 'salon software early churn onboarding');
    expect(study.hits.some((hit) => hit.kind === 'case-study' && hit.source === 'Case study' && hit.quote !== null)).toBe(true);
    const template = await ask(server.url, owner, 'protect personal data before pasting into an AI tool');
    expect(template.hits.some((hit) => hit.kind === 'template' && hit.link === '/api/templates/ai-prompt-pack.md')).toBe(true);
  });

  it('finds the lessons a learner means in their own words: cutting costs in counting costs and savings, a bot bringing in income in the chat assistant', async () => {
    const savings = await ask(server.url, owner, 'How can I cut costs?');
    expect(savings.mode).toBe('answer');
    expect(savings.hits[0]).toMatchObject({ kind: 'section', title: 'The ROI formula and what to count', link: '/module/11#section-1', access: 'open' });
    expect(savings.hits[0]?.quote?.toLowerCase()).toContain('cost');

    const assistant = await ask(server.url, owner, 'How can a bot bring in more income?');
    expect(assistant.mode).toBe('answer');
    expect(assistant.hits[0]).toMatchObject({ kind: 'section', source: 'Module 9 · AI Chat Assistants That Help Customers Buy', moduleId: 9 });
  });

  it('holds no quiz question, option, answer key or explanation of any module', async () => {
    const { rows } = await sql.query<{ kind: string; title: string; body: string }>('select kind, title, body from course_search_entries');
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['section', 'case-study', 'template']));
    const indexed = rows
      .map((row) => `${row.title}\n${row.body}`)
      .join('\n')
      .toLowerCase();
    let checked = 0;
    for (const { module } of shipped) {
      const prose = module.sections
        .map((section) => section.content)
        .join('\n')
        .toLowerCase();
      for (const question of module.meta.quiz?.questions ?? []) {
        expect(indexed).not.toContain(question.question.toLowerCase());
        expect(indexed).not.toContain(question.explanation.toLowerCase());
        for (const option of question.options) {
          // A short option ("Revenue") may be an ordinary word of a lesson; a sentence-long one is quiz text.
          if (option.length >= 30 && !prose.includes(option.toLowerCase())) expect(indexed).not.toContain(option.toLowerCase());
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('during a quiz, a question asked word for word points to the sections that teach it and quotes nothing', async () => {
    const module1 = shipped[0]?.module;
    if (!module1?.meta.quiz) throw new Error('module 1 has a quiz');
    const quiz = module1.meta.quiz;
    const sections = module1.sections.map((_, index) => index);
    const progress = await fetch(`${server.url}/api/progress`, {
      method: 'POST',
      headers: { cookie: free, 'content-type': 'application/json' },
      body: JSON.stringify({ moduleId: 1, sectionsCompleted: sections }),
    });
    expect(progress.status).toBe(200);
    const started = await fetch(`${server.url}/api/modules/1/quiz-attempt`, { method: 'POST', headers: { cookie: free } });
    expect(started.status).toBe(201);

    let pointed = 0;
    for (const question of quiz.questions) {
      const answer = await ask(server.url, free, question.question, 1);
      expect(['hint', 'no-match']).toContain(answer.mode);
      expect(answer.hits.every((hit) => hit.quote === null)).toBe(true);
      const text = JSON.stringify(answer).toLowerCase();
      expect(text).not.toContain(question.options[question.answer]?.toLowerCase());
      expect(text).not.toContain(question.explanation.toLowerCase());
      if (answer.mode === 'hint') {
        expect(answer.hits[0]?.link).toMatch(/^\/module\/\d+#section-\d+$/);
        pointed += 1;
      }
    }
    expect(pointed).toBeGreaterThan(0);

    // Outside a quiz the same learner is quoted again.
    await sql.query(`update quiz_attempts set status = 'graded', answers = '{}', score = 0, passed = false, submitted_at = now() where status = 'open'`);
    expect((await ask(server.url, free, 'ideal customer profile')).mode).toBe('answer');
  });

  it('says when nothing in the course matches, and offers the closest modules instead of an answer', async () => {
    const none = await ask(server.url, owner, 'How do I knit a quantum sweater?');
    expect(none).toMatchObject({ mode: 'no-match', hits: [], rephrased: null });
    expect(none.closestModules.length).toBeGreaterThan(0);
    expect(none.closestModules[0]).toMatchObject({ link: `/module/${none.closestModules[0]?.id}` });

    // Nothing in the lessons, but a module's title shares a word: that module is offered.
    const byTitle = await ask(server.url, owner, 'governance zebra');
    if (byTitle.mode === 'no-match') expect(byTitle.closestModules[0]?.title).toMatch(/Governance/);

    // The module on screen decides when no title is near: its track's other modules.
    const nearby = await ask(server.url, owner, 'xylophone', 13);
    expect(nearby.mode).toBe('no-match');
    expect(nearby.closestModules.map((module) => module.id)).not.toContain(13);
    expect(nearby.closestModules.length).toBeGreaterThan(0);
  });

  it('is for signed-in learners: 401 without a session, 400 for a blank question', async () => {
    const anonymous = await fetch(`${server.url}/api/course-search?q=pricing`);
    expect(anonymous.status).toBe(401);
    const blank = await fetch(`${server.url}/api/course-search?q=%20%20`, { headers: { cookie: owner } });
    expect(blank.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await blank.json()).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/course-search with a language model configured', () => {
  let standIn: Server;
  let standInUrl: string;
  let received: { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[];
  let nextReply: string;
  let llmDatabase: TestDatabase;
  let llmServer: RunningServer;
  let contentDir: string;

  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as (typeof received)[number]['body'];
  };

  beforeAll(async () => {
    received = [];
    nextReply = '';
    // An OpenAI-compatible chat completions endpoint, as a third-party stand-in.
    standIn = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ authorization: request.headers.authorization, body });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: nextReply } }] }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'learning-search-content-'));
    await cp(fixtures, contentDir, { recursive: true });
    llmDatabase = await createTestDatabase(inject('postgresAdminUrl'), 'learning_course_search_llm');
    llmServer = await startService(
      llmDatabase.url,
      { CONTENT_DIR: contentDir, MENTOR_LLM_URL: standInUrl, MENTOR_LLM_API_KEY: 'test-key', MENTOR_LLM_MODEL: 'tiny-model' },
      { rateLimits: { policies: { search: { limit: 6, windowMs: 60_000 } } } },
    );
  });

  afterAll(async () => {
    await llmServer?.stop();
    await llmDatabase?.drop();
    await new Promise((resolve) => standIn?.close(resolve));
    await rm(contentDir, { recursive: true, force: true });
  });

  it('rephrases only the retrieved passages and keeps their citations', async () => {
    nextReply = 'Start by mapping each step of your funnel [1].';
    const answer = await ask(llmServer.url, free, 'funnel');
    expect(answer.mode).toBe('answer');
    expect(answer.rephrased).toBe('Start by mapping each step of your funnel [1].');
    expect(answer.hits[0]).toMatchObject({ title: 'Know your funnel', link: '/module/1#section-1', quote: 'Funnel text.' });
    const request = received.at(-1);
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('tiny-model');
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('[1] Module 1 · AI-Powered Customer Acquisition Strategies — Know your funnel: Funnel text.');
    expect(prompt).toContain('Question: funnel');
    // The quiz is not in what the model sees.
    expect(prompt).not.toContain('Measure before you change.');
  });

  it('drops a rephrasing that cites nothing, or cites a passage it was not given', async () => {
    nextReply = 'Funnels are great.';
    expect((await ask(llmServer.url, free, 'funnel')).rephrased).toBeNull();
    nextReply = 'See [4].';
    expect((await ask(llmServer.url, free, 'funnel')).rephrased).toBeNull();
  });

  it('does not call the model without passages to quote: no match, or only locked modules', async () => {
    const before = received.length;
    expect((await ask(llmServer.url, free, 'xylophone')).mode).toBe('no-match');
    const locked = await ask(llmServer.url, free, 'page');
    expect(locked.hits.every((hit) => hit.access === 'locked' && hit.quote === null)).toBe(true);
    expect(locked.rephrased).toBeNull();
    expect(received.length).toBe(before);
  });

  it('limits questions per learner per minute like the other rate-limited routes', async () => {
    let status = 200;
    for (let i = 0; i < 8 && status === 200; i += 1) {
      status = (await fetch(`${llmServer.url}/api/course-search?q=funnel`, { headers: { cookie: owner } })).status;
    }
    expect(status).toBe(429);
  });

  it('is skipped when no model is configured: the passages are the answer', async () => {
    const before = received.length;
    const answer = await ask(server.url, owner, 'ideal customer profile');
    expect(answer.rephrased).toBeNull();
    expect(received.length).toBe(before);
  });

  it('rebuilds the index from the content files at each start', async () => {
    await llmServer.stop();
    const file = path.join(contentDir, 'modules', '01-first.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('## Know your funnel', '## Know your churn').replace('Funnel text.', 'Churn text.'));
    llmServer = await startService(llmDatabase.url, { CONTENT_DIR: contentDir });
    expect((await ask(llmServer.url, owner, 'churn')).hits[0]).toMatchObject({ title: 'Know your churn', quote: 'Churn text.' });
    expect((await ask(llmServer.url, owner, 'funnel')).mode).toBe('no-match');
  });
});
