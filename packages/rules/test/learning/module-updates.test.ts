import { describe, expect, it } from 'vitest';
import { contentUpdatesSince } from '../../src/learning/module-updates.ts';

const changes = [
  { version: 3, date: '2026-03-02', note: 'New worked case' },
  { version: 2, date: '2026-01-10', note: 'Clearer example' },
];

describe('contentUpdatesSince', () => {
  it('gives the notes of the versions after the one the learner went through, newest first', () => {
    expect(contentUpdatesSince(changes, 1)).toEqual(changes);
    expect(contentUpdatesSince(changes, 2)).toEqual([changes[0]]);
  });

  it('gives nothing to a learner who went through the current version', () => {
    expect(contentUpdatesSince(changes, 3)).toEqual([]);
    expect(contentUpdatesSince([], 1)).toEqual([]);
  });
});
