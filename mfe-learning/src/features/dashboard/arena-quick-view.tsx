import type { UserLevel } from '@academy/contracts';
import { Card, CardContent, CardTitle, Progress } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Swords } from 'lucide-react';
import { useArenaLevel } from './data/queries.ts';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function Figures({ level, placeholder }: { level: UserLevel | undefined; placeholder: string }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {[
        ['Gems', level ? String(level.gems) : placeholder],
        ['Challenges', level ? String(level.activeChallenges) : placeholder],
        ['Quests', level ? String(level.activeQuests) : placeholder],
      ].map(([label, value]) => (
        <div key={label} className="rounded-lg bg-secondary px-2 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums" data-arena-figure={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dashboard's quick view of the Challenge arena (the tools slice's /challenges): level, XP bar,
 * gems and how many challenges and quests are running. Its lines keep their place while loading.
 */
export function ArenaQuickView() {
  const arena = useArenaLevel();
  const level = arena.data;
  const placeholder = arena.isPending ? '…' : '–';
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-6 pb-4">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Swords className="size-5 text-primary" aria-hidden="true" />
          Challenge Arena
        </CardTitle>
        <Link to="/challenges" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Open the arena
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <CardContent className="flex flex-col gap-3">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span className="font-semibold text-foreground" data-arena-figure="Level">
            {level ? `Level ${level.currentLevel} · ${level.title}` : `Level ${placeholder}`}
          </span>
          <span className="text-muted-foreground">
            {level ? `${level.xpToNextLevel.toLocaleString('en-US')} XP to next level` : arena.isError ? 'Your level could not be loaded.' : ''}
          </span>
        </p>
        <Progress value={level?.progressPercent ?? 0} aria-label={level ? `XP towards level ${level.currentLevel + 1}` : 'XP towards the next level'} />
        <Figures level={level} placeholder={placeholder} />
        <p className="text-xs text-muted-foreground">
          {level
            ? `${count(level.activeChallenges, 'challenge', 'challenges')} and ${count(level.activeQuests, 'quest', 'quests')} running; gems buy streak freezes.`
            : 'Challenges and quests running, and gems to spend.'}
        </p>
      </CardContent>
    </Card>
  );
}
