import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contractBreaks, describeBreak } from '../src/contract-compatibility.ts';
import type { ApiOperation } from '../src/operation.ts';
import { buildReleaseSnapshot, currentContracts, type ReleaseSnapshot } from '../src/release-snapshot.ts';
import { lastRelease, readReleases, writeRelease } from '../src/releases.ts';
import {
  fixtureContracts,
  fixtureOperations,
  moduleCompletedData,
  modulesQuery,
  progressRequest,
  progressResponse,
  type FixtureOperations,
} from './fixtures/release-contracts.ts';

const fixtureRelease = JSON.parse(readFileSync(new URL('./fixtures/release.json', import.meta.url), 'utf8')) as ReleaseSnapshot;

/** What the fixture contracts, changed as given, break of the fixture release, as `subject part: problem` lines. */
function breaksOf(changes: Parameters<typeof fixtureContracts>[0]): string[] {
  return contractBreaks(fixtureRelease, buildReleaseSnapshot('next', fixtureContracts(changes))).map(describeBreak);
}

/** The fixture's postProgress with other request and response schemas. */
function progress(change: Partial<ApiOperation>): { operations: Partial<FixtureOperations> } {
  return { operations: { postProgress: { ...fixtureOperations.postProgress, ...change } } };
}

describe('the contracts as they stand', () => {
  it('keep every promise of the last release (packages/contracts/releases)', () => {
    const last = lastRelease();
    expect(last, 'no release snapshot: npm run contracts:release -- <name>').toBeDefined();
    const breaks = contractBreaks(last!, buildReleaseSnapshot('current', currentContracts())).map(describeBreak);
    // A breaking change is a new operation (a new path such as /api/v2/…) beside the old one: see the contracts README.
    expect(breaks).toEqual([]);
  });

  it('are all in the snapshot: every operation and every event type with its version', () => {
    const snapshot = buildReleaseSnapshot('current');
    const { operations, events } = currentContracts();
    expect(Object.keys(snapshot.operations)).toHaveLength(operations.length);
    expect(snapshot.operations['POST /api/progress']).toMatchObject({ service: 'learning', access: 'signed-in', status: 200 });
    expect(snapshot.operations['POST /api/progress']?.request).toMatchObject({ type: 'object', required: expect.arrayContaining(['moduleId']) });
    expect(Object.keys(snapshot.events).sort()).toEqual(Object.keys(events).sort());
    expect(snapshot.events['entitlement.granted']).toMatchObject({ version: 1, data: { required: expect.arrayContaining(['userId', 'productId']) } });
  });
});

describe('contractBreaks', () => {
  it('finds nothing when nothing changed', () => {
    expect(breaksOf({})).toEqual([]);
  });

  describe('operations', () => {
    it('names an operation removed, or moved to another method or path', () => {
      expect(breaksOf({ operations: { getModule: undefined } })).toEqual([expect.stringMatching(/^GET \/api\/modules\/:id operation: was removed/)]);
      expect(breaksOf({ operations: { getModule: { ...fixtureOperations.getModule, path: '/api/module/:id' } } })).toEqual([
        expect.stringMatching(/^GET \/api\/modules\/:id operation: was removed/),
      ]);
      expect(breaksOf({ operations: { getModule: { ...fixtureOperations.getModule, method: 'post' } } })).toEqual([
        expect.stringMatching(/^GET \/api\/modules\/:id operation: was removed/),
      ]);
    });

    it('names an operation moved to another service, a changed success status and stricter access', () => {
      expect(breaksOf({ operations: { getModule: { ...fixtureOperations.getModule, service: 'tools' } } })).toEqual([
        'GET /api/modules/:id service: moved from learning to tools',
      ]);
      expect(breaksOf(progress({ status: undefined }))).toEqual(['POST /api/progress status: changed from 201 to 200']);
      expect(breaksOf(progress({ access: 'administrator' }))).toEqual(['POST /api/progress access: made stricter, from signed-in to administrator']);
      expect(breaksOf({ operations: { getModules: { ...fixtureOperations.getModules, access: 'internal' } } })).toEqual([
        'GET /api/modules access: made stricter, from public to internal',
      ]);
      expect(breaksOf({ operations: { getModules: { ...fixtureOperations.getModules, produces: 'text/html', response: undefined } } })).toEqual([
        'GET /api/modules produces: changed from application/json to text/html',
        'GET /api/modules response: no longer has a schema (readers relied on its fields)',
      ]);
    });

    it('lets an operation be retired (it still answers, 410 Gone) but not removed once retired', () => {
      expect(breaksOf({ operations: { getModule: { ...fixtureOperations.getModule, retired: true, response: undefined } } })).toEqual([]);
      expect(breaksOf({ operations: { getLegacyStats: undefined } })).toEqual([expect.stringMatching(/^GET \/api\/legacy-stats operation: was removed/)]);
    });
  });

  describe('requests: what a caller of the last release sends must still be accepted', () => {
    it('names a new required field and an optional field made required', () => {
      expect(breaksOf(progress({ request: z.extend(progressRequest, { source: z.string() }) }))).toEqual([
        'POST /api/progress request.source: is a new required field',
      ]);
      expect(breaksOf(progress({ request: z.extend(progressRequest, { note: z.string() }) }))).toEqual([
        'POST /api/progress request.note: was optional and is now required',
      ]);
    });

    it('names a field removed where unknown fields are refused, and unknown fields newly refused', () => {
      expect(breaksOf(progress({ request: z.omit(progressRequest, { note: true }) }))).toEqual([
        'POST /api/progress request.note: is no longer accepted (the field was removed and unknown fields are refused)',
      ]);
      expect(breaksOf({ operations: { getModules: { ...fixtureOperations.getModules, query: z.strictObject(modulesQuery.shape) } } })).toEqual([
        'GET /api/modules query: now refuses fields it does not know',
      ]);
    });

    it('names a narrowed type, a narrowed enum and a tighter bound', () => {
      expect(breaksOf(progress({ request: z.extend(progressRequest, { level: z.enum(['basic']) }) }))).toEqual([
        'POST /api/progress request.level: no longer accepts "advanced"',
      ]);
      expect(breaksOf(progress({ request: z.extend(progressRequest, { note: z.optional(z.enum(['a', 'b'])) }) }))).toEqual([
        'POST /api/progress request.note: now accepts only "a", "b"',
      ]);
      expect(breaksOf(progress({ request: z.extend(progressRequest, { note: z.optional(z.string().check(z.maxLength(100))) }) }))).toEqual([
        'POST /api/progress request.note: maxLength tightened from 200 to 100',
      ]);
      expect(breaksOf(progress({ request: z.extend(progressRequest, { sectionIndex: z.number().check(z.int(), z.positive()) }) }))).toEqual([
        'POST /api/progress request.sectionIndex: minimum tightened from >= 0 to > 0',
      ]);
      expect(breaksOf(progress({ request: z.extend(progressRequest, { moduleId: z.string() }) }))).toEqual([
        'POST /api/progress request.moduleId: no longer accepts integer',
      ]);
      expect(
        breaksOf({
          operations: {
            getModules: {
              ...fixtureOperations.getModules,
              query: z.extend(modulesQuery, { limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))) }),
            },
          },
        }),
      ).toEqual(['GET /api/modules query.limit: maximum tightened from <= 50 to <= 20']);
      expect(breaksOf({ operations: { getModule: { ...fixtureOperations.getModule, params: z.object({ id: z.uuid() }) } } })).toEqual([
        expect.stringMatching(/^GET \/api\/modules\/:id params\.id: must now match the uuid format/),
        expect.stringMatching(/^GET \/api\/modules\/:id params\.id: must now match the pattern/),
      ]);
    });

    it('passes a new optional field, a widened enum, a looser bound and a new operation', () => {
      const request = z.extend(progressRequest, {
        source: z.optional(z.string()),
        level: z.enum(['basic', 'advanced', 'expert']),
        note: z.optional(z.string().check(z.maxLength(500))),
        sectionIndex: z.nullable(z.number().check(z.int(), z.nonnegative())),
      });
      expect(breaksOf(progress({ request }))).toEqual([]);
      expect(breaksOf(progress({ access: 'public' }))).toEqual([]);
      const v2 = { ...fixtureOperations.postProgress, path: '/api/v2/progress', request: z.extend(progressRequest, { source: z.string() }) } as const;
      expect(breaksOf({ operations: { postProgressV2: v2 } })).toEqual([]);
    });
  });

  describe('responses: what a reader of the last release relies on must still be there', () => {
    it('names a field removed, made optional or made nullable', () => {
      expect(breaksOf(progress({ response: z.omit(progressResponse, { percent: true }) }))).toEqual([
        'POST /api/progress response.percent: is no longer always present (removed or made optional)',
      ]);
      expect(breaksOf(progress({ response: z.extend(progressResponse, { percent: z.optional(z.number()) }) }))).toEqual([
        'POST /api/progress response.percent: is no longer always present (removed or made optional)',
        'POST /api/progress response.percent: minimum loosened from >= 0 to none',
        'POST /api/progress response.percent: maximum loosened from <= 100 to none',
      ]);
      expect(breaksOf(progress({ response: z.extend(progressResponse, { status: z.nullable(z.enum(['started', 'completed'])) }) }))).toEqual([
        'POST /api/progress response.status: may now be null',
      ]);
    });

    it('names a widened enum or type, and a field removed inside an array', () => {
      expect(breaksOf(progress({ response: z.extend(progressResponse, { status: z.enum(['started', 'completed', 'paused']) }) }))).toEqual([
        'POST /api/progress response.status: may now be "paused"',
      ]);
      expect(breaksOf(progress({ response: z.extend(progressResponse, { percent: z.union([z.number().check(z.gte(0), z.lte(100)), z.string()]) }) }))).toEqual([
        'POST /api/progress response.percent: may now be string',
      ]);
      expect(
        breaksOf({
          operations: { getModules: { ...fixtureOperations.getModules, response: z.array(z.object({ id: z.number().check(z.int(), z.positive()) })) } },
        }),
      ).toEqual(['GET /api/modules response[].title: is no longer always present (removed or made optional)']);
    });

    it('passes a new field, a narrowed enum and a field that stops being nullable', () => {
      const response = z.extend(progressResponse, { streak: z.number(), status: z.enum(['completed']), completedAt: z.iso.datetime({ offset: true }) });
      expect(breaksOf(progress({ response }))).toEqual([]);
    });
  });

  describe('events: consumers of the last release and of this one must both read the data', () => {
    it('names an event type removed, a new required field, a changed enum and a retyped field', () => {
      expect(breaksOf({ events: { 'module.completed': undefined } })).toEqual([expect.stringMatching(/^event module.completed type: was removed/)]);
      expect(breaksOf({ events: { 'module.completed': { version: 2, data: z.extend(moduleCompletedData, { courseId: z.string() }) } } })).toEqual([
        'event module.completed data.courseId: is a new required field, so events of the last release no longer parse',
      ]);
      expect(
        breaksOf({ events: { 'module.completed': { version: 2, data: z.extend(moduleCompletedData, { via: z.enum(['lesson', 'quiz', 'import']) }) } } }),
      ).toEqual(['event module.completed data.via: may now be "import", which consumers of the last release refuse']);
      expect(breaksOf({ events: { 'module.completed': { version: 2, data: z.extend(moduleCompletedData, { moduleId: z.string() }) } } })).toEqual([
        'event module.completed data.moduleId: no longer accepts integer, so events of the last release no longer parse',
        'event module.completed data.moduleId: may now be string, which consumers of the last release refuse',
      ]);
    });

    it('names a change without a new version, and a version that went down', () => {
      const optionalField = z.extend(moduleCompletedData, { courseId: z.optional(z.string()) });
      expect(breaksOf({ events: { 'module.completed': { version: 1, data: optionalField } } })).toEqual([
        'event module.completed version: the data changed but the version is still 1 (raise it in eventVersions)',
      ]);
      expect(breaksOf({ events: { 'module.completed': { version: 0, data: moduleCompletedData } } })).toEqual([
        'event module.completed version: went down from 1 to 0',
      ]);
    });

    it('passes an optional field with the version raised, and a new event type', () => {
      const data = z.extend(moduleCompletedData, { courseId: z.optional(z.string()) });
      expect(
        breaksOf({ events: { 'module.completed': { version: 2, data }, 'course.completed': { version: 1, data: z.object({ userId: z.string() }) } } }),
      ).toEqual([]);
    });
  });
});

describe('release files', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const scratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contracts-releases-'));
    dirs.push(dir);
    return dir;
  };

  it('are never rewritten, and the newest by release time is the last release', () => {
    const dir = scratch();
    writeRelease(buildReleaseSnapshot('2026-11-26', fixtureContracts(), new Date('2026-11-26T12:00:00Z')), dir);
    writeRelease(buildReleaseSnapshot('2026-12-01', fixtureContracts(), new Date('2026-12-01T12:00:00Z')), dir);
    expect(() => writeRelease(buildReleaseSnapshot('2026-11-26', fixtureContracts()), dir)).toThrow(/exists and is never rewritten/);
    expect(() => writeRelease(buildReleaseSnapshot('../elsewhere', fixtureContracts()), dir)).toThrow(/is not a release name/);
    expect(readReleases(dir)).toHaveLength(2);
    expect(lastRelease(dir)?.name).toBe('2026-12-01');
  });
});
