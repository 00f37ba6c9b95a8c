import type { ArenaActivityKind } from '@academy/contracts';

/*
 * The award table: what the learning slice's events are worth. Each award has a key that names
 * what was achieved (a section, a module's quiz, a module), so the ledger's unique key refuses a
 * second award for the same achievement whatever event carried it: a replayed event, a quiz
 * passed again or a section reported twice earn nothing more.
 */

export interface AwardRule {
  /** XP per unit. */
  xp: number;
  /** Gems per unit. */
  gems: number;
  /** What one unit is, for the README and the quest texts. */
  unit: string;
}

/** Study time is credited in whole blocks of this many minutes. */
export const STUDY_BLOCK_MINUTES = 5;

export const awardTable: Readonly<Record<ArenaActivityKind, AwardRule>> = {
  section_completed: { xp: 10, gems: 2, unit: 'a section completed (once per section)' },
  quiz_passed: { xp: 50, gems: 5, unit: 'a module quiz passed (the first pass of each module)' },
  module_completed: { xp: 100, gems: 10, unit: 'a module completed (once per module)' },
  assessment_completed: { xp: 75, gems: 5, unit: 'a skill assessment completed (at most one a day, UTC)' },
  study_minutes: { xp: 5, gems: 0, unit: `${STUDY_BLOCK_MINUTES} minutes of tracked study (per study session)` },
};

/** One row of the XP and gem ledger, before it is stored. */
export interface ActivityAward {
  /** Unique per learner: the ledger refuses a second row with it. */
  key: string;
  kind: ArenaActivityKind;
  /** Units of the activity (1, or minutes for study time): what quests and challenges count. */
  quantity: number;
  xp: number;
  gems: number;
}

/** A learning event as the arena reads it. */
export type LearningActivityEvent =
  | { type: 'section.completed'; id: string; occurredAt: string; data: { moduleId: number; sectionIndex: number } }
  | { type: 'quiz.submitted'; id: string; occurredAt: string; data: { moduleId: number; passed: boolean } }
  | { type: 'module.completed'; id: string; occurredAt: string; data: { moduleId: number } }
  | { type: 'assessment.completed'; id: string; occurredAt: string; data: Record<string, unknown> }
  | { type: 'study.session'; id: string; occurredAt: string; data: { sessionId?: string | undefined; minutes: number } };

function award(kind: ArenaActivityKind, key: string, units = 1): ActivityAward {
  const rule = awardTable[kind];
  const quantity = kind === 'study_minutes' ? units * STUDY_BLOCK_MINUTES : units;
  return { key, kind, quantity, xp: rule.xp * units, gems: rule.gems * units };
}

/**
 * The awards one learning event is worth. A study session reports its growing total of whole
 * minutes, so each complete block of STUDY_BLOCK_MINUTES is its own award (`study:{session}:{n}`):
 * a later report of the same session adds only the new blocks, and a replay adds none.
 */
export function awardsForEvent(event: LearningActivityEvent): ActivityAward[] {
  switch (event.type) {
    case 'section.completed':
      return [award('section_completed', `section:${event.data.moduleId}:${event.data.sectionIndex}`)];
    case 'quiz.submitted':
      return event.data.passed ? [award('quiz_passed', `quiz-pass:${event.data.moduleId}`)] : [];
    case 'module.completed':
      return [award('module_completed', `module:${event.data.moduleId}`)];
    case 'assessment.completed':
      return [award('assessment_completed', `assessment:${new Date(event.occurredAt).toISOString().slice(0, 10)}`)];
    case 'study.session': {
      const blocks = Math.floor(Math.max(0, event.data.minutes) / STUDY_BLOCK_MINUTES);
      const session = event.data.sessionId ?? `event-${event.id}`;
      return Array.from({ length: blocks }, (_, index) => award('study_minutes', `study:${session}:${index + 1}`));
    }
  }
}
