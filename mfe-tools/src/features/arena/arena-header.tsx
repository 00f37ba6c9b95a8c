import type { StreakFreezeBalance, UserLevel } from '@academy/contracts';
import { Progress } from '@academy/ui';
import { Flame, Gem, Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';

const number = (value: number) => value.toLocaleString('en-US');

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl bg-white/10 px-3 py-2.5 ring-1 ring-white/15">
      <dt className="flex items-center gap-1.5 text-xs text-indigo-100 sm:text-sm [&_svg]:size-4 [&_svg]:shrink-0">
        {icon}
        {label}
      </dt>
      <dd className="text-xl font-bold tracking-tight text-white tabular-nums sm:text-2xl" data-figure={label}>
        {value}
      </dd>
    </div>
  );
}

export interface ArenaHeaderProps {
  /** The learner's level; undefined while it loads or when it could not be loaded (figures show a placeholder). */
  level: UserLevel | undefined;
  /** The streak freezes held, the learning slice's answer; undefined while it loads or when it could not be loaded. */
  freezes: StreakFreezeBalance | undefined;
  loading: boolean;
}

/**
 * The arena's header (spec section 2): level, title, the XP bar with 'XP to next level', gems and
 * the streak freezes held (the learning slice's). While loading, every line keeps its place, so nothing moves when the
 * figures arrive.
 */
export function ArenaHeader({ level, freezes, loading }: ArenaHeaderProps) {
  const placeholder = loading ? '…' : '–';
  const nextLevel = level ? level.currentLevel + 1 : undefined;
  return (
    <section aria-labelledby="arena-title" className="rounded-2xl bg-gradient-to-r from-indigo-600 to-blue-600 px-5 py-6 text-white shadow-lg sm:px-8 sm:py-7">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0 flex-1">
          <h1 id="arena-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Challenge Arena
          </h1>
          <p className="mt-1 text-indigo-100">XP, gems and levels come from what you learn: quests and challenges count your real progress.</p>
          <div className="mt-5 flex items-center gap-4">
            <span className="flex size-16 shrink-0 flex-col items-center justify-center rounded-full bg-white text-indigo-700 shadow-md" aria-hidden="true">
              <span className="text-[0.65rem] font-semibold tracking-wide uppercase">Level</span>
              <span className="text-2xl leading-none font-bold tabular-nums">{level ? level.currentLevel : placeholder}</span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                <span data-figure="Level">{level ? `Level ${level.currentLevel}` : `Level ${placeholder}`}</span>
                <span className="text-indigo-100" data-figure="Title">
                  {level ? level.title : placeholder}
                </span>
              </p>
              <Progress
                value={level?.progressPercent ?? 0}
                aria-label={nextLevel ? `XP towards level ${nextLevel}` : 'XP towards the next level'}
                className="mt-2 h-3 bg-white/25"
                indicatorClassName="bg-amber-300"
              />
              <p className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-sm text-indigo-100">
                <span data-figure="Level XP">{level ? `${number(level.levelXp)} / ${number(level.levelSize)} XP` : `${placeholder} XP`}</span>
                <span data-figure="XP to next level">{level ? `${number(level.xpToNextLevel)} XP to next level` : 'XP to next level'}</span>
              </p>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 lg:w-96">
          <Figure icon={<Gem aria-hidden="true" />} label="Gems" value={level ? number(level.gems) : placeholder} />
          <Figure icon={<Flame aria-hidden="true" />} label="XP this week" value={level ? number(level.weeklyXp) : placeholder} />
          <Figure
            icon={<Snowflake aria-hidden="true" />}
            label="Streak freezes"
            value={freezes ? `${freezes.streakFreezes} / ${freezes.maxStreakFreezes}` : placeholder}
          />
        </dl>
      </div>
    </section>
  );
}
