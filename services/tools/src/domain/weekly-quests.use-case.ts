import type { WeeklyQuest } from '@academy/contracts';
import { arenaWeek, type ArenaWeek } from '@academy/rules/tools';
import { AppError } from '@academy/service-kit';
import type { QuestDefinition } from '../data/arena-content-loader.ts';
import type { QuestInstanceRow } from '../data/schema.ts';
import type { ArenaDeps } from './arena-deps.ts';
import { learnerTimeZone } from './arena-level.use-case.ts';

function toWeeklyQuest(quest: QuestDefinition, week: ArenaWeek, instance: QuestInstanceRow | undefined): WeeklyQuest {
  return {
    ...quest,
    weekStart: week.weekStart.toISOString(),
    weekEnd: week.weekEnd.toISOString(),
    daysLeft: week.daysLeft,
    userProgress: instance
      ? {
          currentProgress: instance.currentProgress,
          isCompleted: instance.completedAt !== null,
          joinedAt: instance.joinedAt.toISOString(),
          completedAt: instance.completedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /api/weekly-quests: every quest of the content file for the learner's current week, with their progress. */
export async function listWeeklyQuests(deps: ArenaDeps, userId: string, reportedTimeZone: string | undefined, now = new Date()): Promise<WeeklyQuest[]> {
  const week = arenaWeek(now, await learnerTimeZone(deps, userId, reportedTimeZone));
  const instances = await deps.arena.questInstancesOfWeek(deps.arena.db, userId, week.weekStartDay);
  return deps.content.quests.map((quest) =>
    toWeeklyQuest(
      quest,
      week,
      instances.find((i) => i.questId === quest.id),
    ),
  );
}

/**
 * POST /api/join-quest: the learner joins a quest of this week; progress counts from now. The
 * unique (learner, quest, week) row makes a second join (a double click, twenty at once) a no-op
 * that answers the quest as it is.
 */
export async function joinQuest(
  deps: ArenaDeps,
  userId: string,
  questId: string,
  reportedTimeZone: string | undefined,
  now = new Date(),
): Promise<{ quest: WeeklyQuest; alreadyJoined: boolean }> {
  const quest = deps.content.quests.find((q) => q.id === questId);
  if (!quest) throw new AppError('TOOLS_QUEST_NOT_FOUND', `There is no quest "${questId}" this week.`);
  const week = arenaWeek(now, await learnerTimeZone(deps, userId, reportedTimeZone));
  return deps.transaction(async (tx) => {
    const created = await deps.arena.insertQuestInstance(tx, {
      userId,
      questId,
      weekStartDay: week.weekStartDay,
      weekStartAt: week.weekStart,
      weekEndAt: week.weekEnd,
      joinedAt: now,
    });
    const instance = created ?? (await deps.arena.questInstance(tx, userId, questId, week.weekStartDay));
    return { quest: toWeeklyQuest(quest, week, instance), alreadyJoined: created === null };
  });
}
