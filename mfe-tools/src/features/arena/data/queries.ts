import type { ChallengeMode, LeagueBoard, StreakFreezeBalance, UserLevel, WeeklyQuest } from '@academy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getChallengeModes,
  getLeaderboard,
  getStreakFreezeBalance,
  getUserLevel,
  getWeeklyQuests,
  postJoinQuest,
  postStartChallenge,
  postStreakFreeze,
  putLeagueParticipation,
} from './api.ts';
import { arenaKeys } from './query-keys.ts';

// Read fresh on every visit: XP, gems and progress change from what the learner does in the
// learning slice, which this page never sees happen.
export const useUserLevel = () => useQuery({ queryKey: arenaKeys.level(), queryFn: getUserLevel, staleTime: 0 });
export const useWeeklyQuests = () => useQuery({ queryKey: arenaKeys.quests(), queryFn: getWeeklyQuests, staleTime: 0 });
export const useChallengeModes = () => useQuery({ queryKey: arenaKeys.challenges(), queryFn: getChallengeModes, staleTime: 0 });
export const useLeaderboard = () => useQuery({ queryKey: arenaKeys.league(), queryFn: getLeaderboard, staleTime: 0 });
// Freezes are spent on missed days by the learning slice, which this page never sees happen either.
export const useStreakFreezeBalance = () => useQuery({ queryKey: arenaKeys.streakFreezes(), queryFn: getStreakFreezeBalance, staleTime: 0 });

/** Joins a quest: the service's answer replaces the quest at once, and the header's counts are read again. */
export function useJoinQuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questId: string) => postJoinQuest(questId),
    onSuccess: ({ quest }) => {
      client.setQueryData<WeeklyQuest[]>(arenaKeys.quests(), (quests) => quests?.map((q) => (q.id === quest.id ? quest : q)));
      return client.invalidateQueries({ queryKey: arenaKeys.level() });
    },
  });
}

/** Starts a challenge: the service's answer replaces the card at once, and the header's counts are read again. */
export function useStartChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => postStartChallenge(challengeId),
    onSuccess: ({ challenge }) => {
      client.setQueryData<ChallengeMode[]>(arenaKeys.challenges(), (modes) => modes?.map((c) => (c.id === challenge.id ? challenge : c)));
      return client.invalidateQueries({ queryKey: arenaKeys.level() });
    },
  });
}

/** Leaves or rejoins the weekly leagues; the answer is the board as it is now. */
export function useLeagueParticipation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optedOut: boolean) => putLeagueParticipation(optedOut),
    onSuccess: (board) => client.setQueryData<LeagueBoard>(arenaKeys.league(), board),
  });
}

/**
 * Buys a streak freeze: the gems left come with the answer and the level is read again. The freeze
 * reaches the learning slice by an event a moment later, so its balance is not read again at once
 * (it could still be the old one): it counts the freeze now and is read afresh on the next visit.
 */
export function useBuyStreakFreeze() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postStreakFreeze(),
    onSuccess: (purchase) => {
      client.setQueryData<UserLevel>(arenaKeys.level(), (level) => (level ? { ...level, gems: purchase.gems } : level));
      client.setQueryData<StreakFreezeBalance>(arenaKeys.streakFreezes(), (balance) =>
        balance ? { ...balance, streakFreezes: balance.streakFreezes + 1 } : balance,
      );
      return client.invalidateQueries({ queryKey: arenaKeys.level() });
    },
  });
}
