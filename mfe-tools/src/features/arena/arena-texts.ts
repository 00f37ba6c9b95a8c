// What the arena's cards say and when their buttons work: view texts beside the components. The
// arena's rules (levels, weeks, progress, leagues) are the tools service's, the streak freezes held
// the learning slice's; the page shows their answers.
import type { ArenaActivityKind, ChallengeMode, LeagueBoard, LeagueZone, StreakFreezeBalance, UserLevel, WeeklyQuest } from '@academy/contracts';
import { isApiError } from '@academy/web-kit';

export const QUEST_JOINED_NOTICE = 'Quest Joined!';
export const CHALLENGE_STARTED_NOTICE = 'Challenge Started!';
export const STREAK_FREEZE_BOUGHT_NOTICE = 'Streak freeze bought!';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Days until a quest's week or a challenge's run ends, rounded up by the service. */
export function daysLeftText(daysLeft: number): string {
  return daysLeft <= 0 ? 'Ends today' : `${plural(daysLeft, 'day', 'days')} left`;
}

const activityUnits: Record<ArenaActivityKind, [one: string, many: string]> = {
  section_completed: ['section completed', 'sections completed'],
  quiz_passed: ['quiz passed', 'quizzes passed'],
  module_completed: ['module completed', 'modules completed'],
  assessment_completed: ['skill assessment', 'skill assessments'],
  study_minutes: ['minute of study', 'minutes of study'],
};

/** "5 sections completed", "30 minutes of study". */
export function targetText(activity: ArenaActivityKind, target: number): string {
  const [one, many] = activityUnits[activity];
  return plural(target, one, many);
}

export const difficultyLabels: Record<WeeklyQuest['difficulty'], string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
export const questCategoryLabels: Record<WeeklyQuest['category'], string> = { skill: 'Skill', engagement: 'Engagement', mastery: 'Mastery' };

export interface ButtonView {
  label: string;
  disabled: boolean;
}

/** The quest card's button (spec section 4): 'Join Quest', then disabled 'In Progress...', then disabled 'Completed'. */
export function questButton(quest: WeeklyQuest): ButtonView {
  if (!quest.userProgress) return { label: 'Join Quest', disabled: false };
  if (quest.userProgress.isCompleted) return { label: 'Completed', disabled: true };
  return { label: 'In Progress...', disabled: true };
}

/** A quest's progress as the bar shows it: never past its target. */
export function questProgress(quest: WeeklyQuest): { current: number; percent: number } {
  const current = Math.min(quest.userProgress?.currentProgress ?? 0, quest.targetValue);
  return { current, percent: Math.round((current / quest.targetValue) * 100) };
}

/** 1.5 → "1.5× XP". */
export function multiplierText(multiplier: number): string {
  return `${Number(multiplier.toFixed(2))}× XP`;
}

export type ChallengeState = 'locked' | 'available' | 'active' | 'completed' | 'expired';

export interface ChallengeView {
  state: ChallengeState;
  button: ButtonView;
  /** Why the button does not work, shown beside it. */
  reason: string | null;
}

/**
 * The challenge card's state (spec section 4: not started → active → completed; an expired run
 * ends unpaid and may be started again). 'Start Challenge' is disabled below minLevel, with the
 * reason in words; the service refuses it too.
 */
export function challengeView(challenge: ChallengeMode, level: Pick<UserLevel, 'currentLevel' | 'currentXp' | 'levelSize'>): ChallengeView {
  const { currentLevel } = level;
  const run = challenge.userChallenge;
  if (run?.status === 'active') return { state: 'active', button: { label: 'In Progress...', disabled: true }, reason: null };
  const state: ChallengeState =
    run?.status === 'completed' ? 'completed' : run?.status === 'expired' ? 'expired' : currentLevel < challenge.minLevel ? 'locked' : 'available';
  const label = run ? 'Start Again' : 'Start Challenge';
  if (currentLevel < challenge.minLevel) {
    return {
      state,
      button: { label, disabled: true },
      reason: `Unlocks at level ${challenge.minLevel}. You are level ${currentLevel}: earn ${Math.max(0, (challenge.minLevel - 1) * level.levelSize - level.currentXp).toLocaleString('en-US')} more XP to get there.`,
    };
  }
  return { state, button: { label, disabled: !challenge.canStart }, reason: null };
}

/** The streak freeze shop's button: at most maxStreakFreezes held (the learning slice's balance), and enough gems (the arena's). */
export function streakFreezeOffer(
  level: Pick<UserLevel, 'gems' | 'streakFreezePrice'>,
  balance: Pick<StreakFreezeBalance, 'streakFreezes' | 'maxStreakFreezes'>,
): { canBuy: boolean; reason: string | null } {
  if (balance.streakFreezes >= balance.maxStreakFreezes) {
    return {
      canBuy: false,
      reason: `You hold ${plural(balance.maxStreakFreezes, 'streak freeze', 'streak freezes')}, the most you can. One is used up when you miss a day.`,
    };
  }
  if (level.gems < level.streakFreezePrice) {
    return {
      canBuy: false,
      reason: `You need ${plural(level.streakFreezePrice, 'gem', 'gems')} and have ${plural(level.gems, 'gem', 'gems')}. Earn gems by learning and completing quests.`,
    };
  }
  return { canBuy: true, reason: null };
}

export const zoneLabels: Record<LeagueZone, string | null> = { promotion: 'Promotion zone', safe: null, relegation: 'Relegation zone' };

/** How the week's end moves learners between leagues, in words (the top league promotes nobody, the lowest relegates nobody). */
export function leagueRulesText(board: Pick<LeagueBoard, 'maxSize' | 'promotionCount' | 'relegationCount'>): string {
  const { promotionCount: p, relegationCount: r } = board;
  const up = p === 0 ? 'nobody moves up from this league' : p === 1 ? 'the top learner moves up a league' : `the top ${p} move up a league`;
  const down = r === 0 ? 'nobody moves down' : r === 1 ? 'the bottom learner moves down' : `the bottom ${r} move down`;
  return `You are grouped with up to ${board.maxSize} learners with similar recent XP. When the week ends, ${up} and ${down}.`;
}

const errorWords: Record<string, string> = {
  TOOLS_QUEST_NOT_FOUND: 'this quest is not part of this week any more. Reload the page to see this week’s quests.',
  TOOLS_CHALLENGE_NOT_FOUND: 'this challenge is no longer offered. Reload the page to see the challenges.',
  TOOLS_CHALLENGE_LEVEL_TOO_LOW: 'your level is below the level this challenge needs.',
  TOOLS_NOT_ENOUGH_GEMS: 'you do not have enough gems.',
  RATE_LIMITED: 'too many tries in a short time. Wait a minute and try again.',
};

/** A refused or failed action in words: the service's reason, the session, or the connection. */
export function arenaFailureText(action: string, error: unknown): string {
  if (isApiError(error)) {
    const code = error.code;
    if (code && errorWords[code]) return `${action} failed: ${errorWords[code]}`;
    if (error.status === 401) return `${action} failed: your session has ended. Sign in again.`;
    if (error.status >= 500) return `${action} failed: the arena is unavailable right now. Try again in a moment.`;
    return `${action} failed: ${error.envelope?.error.message ?? error.message}`;
  }
  return `${action} failed: the service could not be reached. Check your connection and try again.`;
}
