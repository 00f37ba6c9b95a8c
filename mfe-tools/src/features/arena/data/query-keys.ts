/** Query keys of the Challenge arena, namespaced [slice, feature, ...]. */
export const arenaKeys = {
  all: ['tools', 'arena'] as const,
  level: () => [...arenaKeys.all, 'user-level'] as const,
  quests: () => [...arenaKeys.all, 'weekly-quests'] as const,
  challenges: () => [...arenaKeys.all, 'challenge-modes'] as const,
  league: () => [...arenaKeys.all, 'league'] as const,
  /** The learning slice's answer, shown in the arena. */
  streakFreezes: () => [...arenaKeys.all, 'streak-freezes'] as const,
};
