// The arena's answers as the tools service gives them, and the streak freezes held as the learning
// service gives them (shapes from @academy/contracts), for the arena's component tests.
import type { ChallengeMode, LeagueBoard, LeagueRow, StreakFreezeBalance, UserLevel, WeeklyQuest } from '@academy/contracts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function userLevelFixture(overrides: Partial<UserLevel> = {}): UserLevel {
  return {
    currentLevel: 2,
    currentXp: 1450,
    totalXp: 1450,
    levelXp: 450,
    xpToNextLevel: 550,
    progressPercent: 45,
    levelSize: 1000,
    gems: 35,
    title: 'Apprentice',
    weeklyXp: 320,
    streakFreezePrice: 50,
    activeChallenges: 0,
    activeQuests: 0,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

export function streakFreezeBalanceFixture(overrides: Partial<StreakFreezeBalance> = {}): StreakFreezeBalance {
  return { streakFreezes: 0, maxStreakFreezes: 2, ...overrides };
}

export function questFixture(overrides: Partial<WeeklyQuest> = {}): WeeklyQuest {
  return {
    id: 'section-sprint',
    title: 'Section Sprint',
    description: 'Complete five sections of any module this week.',
    icon: 'book-open',
    difficulty: 'easy',
    category: 'engagement',
    activity: 'section_completed',
    targetValue: 5,
    xpReward: 150,
    gemReward: 10,
    weekStart: inDays(-4),
    weekEnd: inDays(3),
    daysLeft: 3,
    userProgress: null,
    ...overrides,
  };
}

export function challengeFixture(overrides: Partial<ChallengeMode> = {}): ChallengeMode {
  return {
    id: 'quiz-marathon',
    name: 'Quiz Marathon',
    description: 'Pass three module quizzes before the time runs out.',
    icon: 'trophy',
    duration: 7,
    rules: { requirements: ['Pass 3 quizzes', 'Within 7 days of starting'] },
    activity: 'quiz_passed',
    targetScore: 3,
    xpReward: 300,
    xpMultiplier: 1.5,
    gemReward: 20,
    minLevel: 1,
    canStart: true,
    userChallenge: null,
    ...overrides,
  };
}

export function leagueRowFixture(rank: number, overrides: Partial<LeagueRow> = {}): LeagueRow {
  return { rank, alias: `Learner ${rank}`, weeklyXp: 1000 - rank * 10, zone: 'safe', isYou: false, ...overrides };
}

export function leagueFixture(overrides: Partial<LeagueBoard> = {}): LeagueBoard {
  const rows = Array.from({ length: 12 }, (_, index) => {
    const rank = index + 1;
    return leagueRowFixture(rank, {
      zone: rank <= 3 ? 'promotion' : rank >= 11 ? 'relegation' : 'safe',
      isYou: rank === 5,
      alias: rank === 5 ? 'Brave Falcon' : `Learner ${rank}`,
    });
  });
  return {
    weekStart: inDays(-4),
    weekEnd: inDays(3),
    daysLeft: 3,
    optedOut: false,
    tier: 'Bronze',
    tierIndex: 0,
    rows,
    promotionCount: 3,
    relegationCount: 2,
    maxSize: 30,
    ...overrides,
  };
}
