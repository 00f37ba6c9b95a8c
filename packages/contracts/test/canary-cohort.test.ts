import { describe, expect, it } from 'vitest';
import { CANARY_COOKIE, canaryBucket, canaryCookie, canariesFor, cohortOf, configForUser, type RuntimeConfig } from '../src/index.ts';

/*
 * The release cohort a browser reports (decision 050): the slices whose candidate configForUser
 * gave the user, as the academy_canary cookie, and the cohort a service reads back from it.
 */

const config: RuntimeConfig = {
  remotes: {
    learning: '/mfe/learning/mf-manifest.json',
    tools: '/mfe/tools/v/00000000000000aa/mf-manifest.json',
    commerce: '/mfe/commerce/mf-manifest.json',
    backoffice: '/mfe/backoffice/mf-manifest.json',
  },
  canaries: {
    tools: { version: '00000000000000bb', entry: '/mfe/tools/v/00000000000000bb/mf-manifest.json', percent: 50 },
    learning: { version: '00000000000000cc', entry: '/mfe/learning/v/00000000000000cc/mf-manifest.json', percent: 50 },
  },
  payments: { mode: 'test', publishableKey: null },
  supportEmail: 'support@example.test',
};

/** A user id whose buckets put it on the candidate (or not) of each canaried slice. */
function userWith(onTools: boolean, onLearning: boolean): string {
  for (let i = 0; i < 10_000; i += 1) {
    const id = `user-${i}`;
    if (canaryBucket(id, 'tools') < 50 === onTools && canaryBucket(id, 'learning') < 50 === onLearning) return id;
  }
  throw new Error('no such user');
}

describe('canariesFor and canaryCookie', () => {
  it('name the slices whose candidate the user was given, sorted, for the whole site', () => {
    const both = userWith(true, true);
    expect(canariesFor(config, both)).toEqual(['learning', 'tools']);
    expect(configForUser(config, both).remotes).toMatchObject({ learning: config.canaries?.learning?.entry, tools: config.canaries?.tools?.entry });
    expect(canaryCookie(['learning', 'tools'], false)).toBe(`${CANARY_COOKIE}=learning.tools; Path=/; SameSite=Lax`);
    expect(canaryCookie(['tools'], true)).toBe(`${CANARY_COOKIE}=tools; Path=/; SameSite=Lax; Secure`);
    expect(canariesFor(config, userWith(true, false))).toEqual(['tools']);
  });

  it('clear the cookie for a user on no candidate, a visitor, and when nothing is canaried', () => {
    expect(canariesFor(config, userWith(false, false))).toEqual([]);
    expect(canariesFor(config, null)).toEqual([]);
    const { canaries: _none, ...withoutCanaries } = config;
    expect(canariesFor(withoutCanaries, userWith(true, true))).toEqual([]);
    expect(canaryCookie([], false)).toBe(`${CANARY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});

describe('cohortOf', () => {
  it('is candidate only when the cookie names the slice', () => {
    expect(cohortOf(`${CANARY_COOKIE}=learning.tools`, 'tools')).toBe('candidate');
    expect(cohortOf(`academy.sid=s%3Aabc; ${CANARY_COOKIE}=tools`, 'tools')).toBe('candidate');
    expect(cohortOf(`${CANARY_COOKIE}=learning`, 'tools')).toBe('live');
    expect(cohortOf(`${CANARY_COOKIE}=toolsx`, 'tools')).toBe('live');
    expect(cohortOf(`${CANARY_COOKIE}_old=tools`, 'tools')).toBe('live');
    expect(cohortOf(undefined, 'tools')).toBe('live');
  });
});
