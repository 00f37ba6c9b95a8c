import { describe, expect, it } from 'vitest';
import { awardTable, awardsForEvent } from '../../../src/tools/index.ts';

const base = { id: 'e1', occurredAt: '2026-11-24T10:00:00.000Z' };

describe('the award table', () => {
  it('a section is worth 10 XP and 2 gems, keyed by module and section', () => {
    expect(awardsForEvent({ ...base, type: 'section.completed', data: { moduleId: 3, sectionIndex: 1 } })).toEqual([
      { key: 'section:3:1', kind: 'section_completed', quantity: 1, xp: 10, gems: 2 },
    ]);
  });

  it('a passed quiz pays once per module (the key names the module, not the attempt); a failed one pays nothing', () => {
    const passed = awardsForEvent({ ...base, type: 'quiz.submitted', data: { moduleId: 3, passed: true } });
    const again = awardsForEvent({ ...base, id: 'e2', type: 'quiz.submitted', data: { moduleId: 3, passed: true } });
    expect(passed).toEqual([{ key: 'quiz-pass:3', kind: 'quiz_passed', quantity: 1, xp: 50, gems: 5 }]);
    expect(again[0]!.key).toBe(passed[0]!.key);
    expect(awardsForEvent({ ...base, type: 'quiz.submitted', data: { moduleId: 3, passed: false } })).toEqual([]);
  });

  it('a module is worth 100 XP and 10 gems; an assessment 75 XP and 5 gems, once a day (UTC)', () => {
    expect(awardsForEvent({ ...base, type: 'module.completed', data: { moduleId: 7 } })).toEqual([
      { key: 'module:7', kind: 'module_completed', quantity: 1, xp: 100, gems: 10 },
    ]);
    const assessment = awardsForEvent({ ...base, occurredAt: '2026-11-24T23:30:00-05:00', type: 'assessment.completed', data: {} });
    expect(assessment).toEqual([{ key: 'assessment:2026-11-25', kind: 'assessment_completed', quantity: 1, xp: 75, gems: 5 }]);
  });

  it('study time pays 5 XP per whole 5 minutes of a session; a later report of the same session repeats the earlier blocks\u2019 keys', () => {
    const first = awardsForEvent({ ...base, type: 'study.session', data: { sessionId: 's1', minutes: 12 } });
    expect(first).toEqual([
      { key: 'study:s1:1', kind: 'study_minutes', quantity: 5, xp: 5, gems: 0 },
      { key: 'study:s1:2', kind: 'study_minutes', quantity: 5, xp: 5, gems: 0 },
    ]);
    const later = awardsForEvent({ ...base, id: 'e9', type: 'study.session', data: { sessionId: 's1', minutes: 15 } });
    expect(later.map((a) => a.key)).toEqual(['study:s1:1', 'study:s1:2', 'study:s1:3']);
    expect(awardsForEvent({ ...base, type: 'study.session', data: { sessionId: 's2', minutes: 4 } })).toEqual([]);
  });

  it('lists a row for every activity the arena counts', () => {
    expect(Object.keys(awardTable).sort()).toEqual(['assessment_completed', 'module_completed', 'quiz_passed', 'section_completed', 'study_minutes']);
  });
});
