import { challengeScore, challengeXpAward, questState, awardsForEvent, type LearningActivityEvent } from '@academy/rules/tools';
import { publishEvent, type EventHandlers } from '@academy/service-kit';
import type { ToolsTx } from '../data/user-data.repository.ts';
import type { ArenaDeps } from './arena-deps.ts';
import { onStreakFreezeDeclined } from './streak-freeze.use-case.ts';

/** Publishes xp.awarded with the learner's new total (nothing for 0 XP). */
export async function publishXpAwarded(deps: ArenaDeps, tx: ToolsTx, userId: string, amount: number, reason: string): Promise<void> {
  if (amount <= 0) return;
  const { xp } = await deps.arena.totals(tx, userId);
  await publishEvent(tx, { type: 'xp.awarded', subject: userId, data: { userId, amount, reason, totalXp: xp } });
}

/**
 * Quests the learner had joined when the activity happened: progress is recounted from the
 * ledger (activity of the quest's kind since joining, before the week's end). A quest reaching its
 * target is marked completed (once: the update only touches an open quest), pays its XP and gems
 * through the ledger under its own key, and publishes quest.completed.
 */
async function settleQuests(deps: ArenaDeps, tx: ToolsTx, userId: string, at: Date): Promise<void> {
  for (const instance of await deps.arena.openQuestInstancesAt(tx, userId, at)) {
    const quest = deps.content.quests.find((q) => q.id === instance.questId);
    if (!quest) continue;
    const entries = await deps.arena.activitySince(tx, userId, [quest.activity], instance.joinedAt);
    const state = questState(entries, quest, instance.joinedAt, instance.weekEndAt);
    if (!state.isCompleted) {
      if (state.currentProgress !== instance.currentProgress) await deps.arena.setQuestProgress(tx, instance.id, state.currentProgress);
      continue;
    }
    if (!(await deps.arena.completeQuest(tx, instance.id, at, state.currentProgress))) continue;
    const paid = await deps.arena.insertLedgerRows(tx, [
      { userId, sourceKey: `quest:${instance.id}`, kind: 'quest', quantity: 0, xp: quest.xpReward, gems: quest.gemReward, occurredAt: at },
    ]);
    if (paid.length === 0) continue;
    await publishEvent(tx, {
      type: 'quest.completed',
      subject: userId,
      data: { userId, questId: quest.id, xpReward: quest.xpReward, gemReward: quest.gemReward, weekStart: instance.weekStartDay },
    });
    await publishXpAwarded(deps, tx, userId, quest.xpReward, `quest ${quest.id}`);
  }
}

/**
 * Challenge runs running when the activity happened: the score is recounted from the ledger
 * (from the start until expiresAt). A run reaching its target before it expires is completed and
 * pays xpReward × xpMultiplier and its gems, once; runs whose time is up end unpaid.
 */
async function settleChallenges(deps: ArenaDeps, tx: ToolsTx, userId: string, at: Date, now: Date): Promise<void> {
  for (const run of await deps.arena.activeRunsAt(tx, userId, at)) {
    const challenge = deps.content.challenges.find((c) => c.id === run.challengeId);
    if (!challenge) continue;
    const entries = await deps.arena.activitySince(tx, userId, [challenge.activity], run.startedAt);
    const score = challengeScore(entries, challenge, run);
    if (!score.reached) {
      if (score.currentScore !== run.currentScore) await deps.arena.setRunScore(tx, run.id, score.currentScore);
      continue;
    }
    const xp = challengeXpAward(challenge.xpReward, challenge.xpMultiplier);
    if (!(await deps.arena.completeRun(tx, run.id, at, score.currentScore, xp))) continue;
    const paid = await deps.arena.insertLedgerRows(tx, [
      { userId, sourceKey: `challenge:${run.id}`, kind: 'challenge', quantity: 0, xp, gems: challenge.gemReward, occurredAt: at },
    ]);
    if (paid.length === 0) continue;
    await publishEvent(tx, {
      type: 'challenge.completed',
      subject: userId,
      data: { userId, challengeId: challenge.id, runId: String(run.id), xpAwarded: xp, gemReward: challenge.gemReward },
    });
    await publishXpAwarded(deps, tx, userId, xp, `challenge ${challenge.id}`);
  }
  await deps.arena.expireRuns(tx, userId, now);
}

/**
 * One learning event, in the transaction that records it in the inbox: its awards go to the
 * ledger (a key already there, from a replay or the same achievement reported again, pays
 * nothing and changes nothing), then the learner's quests and challenges are brought up to date.
 */
export async function recordLearningActivity(deps: ArenaDeps, tx: ToolsTx, userId: string, event: LearningActivityEvent, now = new Date()): Promise<void> {
  const awards = awardsForEvent(event);
  if (awards.length === 0) return;
  // Learning may deliver an event it wrote before the user was deleted after tools has erased them: it must not bring them back.
  if (await deps.arena.wasDeleted(tx, userId)) return;
  await deps.arena.ensureProfile(tx, userId);
  const occurredAt = new Date(event.occurredAt);
  const inserted = await deps.arena.insertLedgerRows(
    tx,
    awards.map((award) => ({
      userId,
      sourceKey: award.key,
      kind: award.kind,
      quantity: award.quantity,
      xp: award.xp,
      gems: award.gems,
      occurredAt,
      sourceEventId: event.id,
    })),
  );
  if (inserted.length === 0) return;
  await publishXpAwarded(
    deps,
    tx,
    userId,
    inserted.reduce((sum, row) => sum + row.xp, 0),
    inserted[0]!.kind,
  );
  await settleQuests(deps, tx, userId, occurredAt);
  await settleChallenges(deps, tx, userId, occurredAt, now);
}

/**
 * The learning events the arena earns from, and a streak freeze the learning slice declined. The
 * retired streak_freeze.used (the arena keeps no freezes) has no handler: one still in learning's
 * outbox is acknowledged as ignored.
 */
export function arenaEventHandlers(deps: ArenaDeps): EventHandlers<ToolsTx> {
  return {
    'section.completed': (tx, e) => recordLearningActivity(deps, tx, e.data.userId, { type: e.type, id: e.id, occurredAt: e.occurredAt, data: e.data }),
    'quiz.submitted': (tx, e) => recordLearningActivity(deps, tx, e.data.userId, { type: e.type, id: e.id, occurredAt: e.occurredAt, data: e.data }),
    'module.completed': (tx, e) => recordLearningActivity(deps, tx, e.data.userId, { type: e.type, id: e.id, occurredAt: e.occurredAt, data: e.data }),
    'assessment.completed': (tx, e) => recordLearningActivity(deps, tx, e.data.userId, { type: e.type, id: e.id, occurredAt: e.occurredAt, data: e.data }),
    'study.session': (tx, e) => recordLearningActivity(deps, tx, e.data.userId, { type: e.type, id: e.id, occurredAt: e.occurredAt, data: e.data }),
    'streak_freeze.declined': (tx, e) => onStreakFreezeDeclined(deps, tx, e),
  };
}
