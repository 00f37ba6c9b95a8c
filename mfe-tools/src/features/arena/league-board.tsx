import type { LeagueBoard, LeagueRow } from '@academy/contracts';
import { EmptyState, ErrorBox, cn } from '@academy/ui';
import { ArrowDown, ArrowUp, Trophy, UserRoundX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TableSkeleton } from './arena-skeletons.tsx';
import { arenaFailureText, daysLeftText, leagueRulesText, zoneLabels } from './arena-texts.ts';
import { useLeaderboard, useLeagueParticipation } from './data/queries.ts';

function ZoneMark({ row }: { row: LeagueRow }) {
  const label = zoneLabels[row.zone];
  if (!label) return <span className="sr-only">Stays in this league</span>;
  const Icon = row.zone === 'promotion' ? ArrowUp : ArrowDown;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', row.zone === 'promotion' ? 'text-success' : 'text-destructive')}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}

/** The switch that takes the learner out of the leagues or back in, with what it means. */
function ParticipationSwitch({ optedOut }: { optedOut: boolean }) {
  const participation = useLeagueParticipation();
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const explanationId = useId();
  const toggle = () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    participation.mutate(!optedOut, {
      onError: (error) => setFailure(arenaFailureText(optedOut ? 'Joining the leagues' : 'Leaving the leagues', error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="font-medium">
          Take part in the weekly leagues
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={!optedOut}
          aria-labelledby={labelId}
          aria-describedby={explanationId}
          disabled={participation.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60',
            optedOut ? 'bg-slate-500' : 'bg-primary',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform', optedOut ? 'translate-x-0' : 'translate-x-5')}
          />
        </button>
      </div>
      <p id={explanationId} className="text-sm text-muted-foreground">
        Other learners see only your alias, never your name or e-mail. Switched off, you are neither shown nor ranked; your XP still counts for your level,
        quests and challenges.
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function Board({ board }: { board: LeagueBoard }) {
  const captionId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{leagueRulesText(board)}</p>
      <table aria-labelledby={captionId} className="w-full border-separate border-spacing-y-1 text-sm">
        <caption id={captionId} className="sr-only">
          {board.tier} League this week: rank, learner and XP
        </caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="w-12 px-2 py-1 font-medium">
              Rank
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              Learner
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              XP this week
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <tr
              key={`${row.rank}-${row.alias}`}
              aria-current={row.isYou ? 'true' : undefined}
              data-zone={row.zone}
              className={cn(
                '[&>td]:py-2 [&>td:first-child]:rounded-l-lg [&>td:last-child]:rounded-r-lg',
                row.isYou ? 'bg-primary/10 font-semibold ring-2 ring-primary ring-inset' : 'bg-secondary/60',
              )}
            >
              <td className="px-2 tabular-nums">{row.rank}</td>
              <td className="px-2">
                <span className="flex flex-col gap-0.5">
                  <span className="break-words">
                    {row.alias}
                    {row.isYou ? <span className="ml-1.5 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">You</span> : null}
                  </span>
                  <ZoneMark row={row} />
                </span>
              </td>
              <td className="px-2 text-right tabular-nums">{row.weeklyXp.toLocaleString('en-US')} XP</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Leaderboard tab: the learner's fair weekly league instead of the spec's 'Leaderboard Coming Soon'. */
export function LeagueTab() {
  const league = useLeaderboard();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Trophy className="size-5 text-warning" aria-hidden="true" />
          {league.data?.tier ? `${league.data.tier} League` : 'Weekly league'}
        </h2>
        {league.data && !league.data.optedOut ? <span className="text-sm text-muted-foreground">{daysLeftText(league.data.daysLeft)} this week</span> : null}
      </div>
      {league.isPending ? (
        <TableSkeleton label="Loading your league..." rows={8} />
      ) : league.isError ? (
        <ErrorBox title="Your league could not be loaded" message={league.error.message} onRetry={() => void league.refetch()} />
      ) : (
        <>
          <ParticipationSwitch optedOut={league.data.optedOut} />
          {league.data.optedOut ? (
            <EmptyState
              icon={<UserRoundX />}
              title="You are not in a league"
              description="You left the weekly leagues: nobody sees you on a board and you are not ranked. Switch them on to be placed in a league again."
            />
          ) : league.data.rows.length === 0 ? (
            <EmptyState
              icon={<Trophy />}
              title="No league yet this week"
              description="Earn XP this week by learning and you are placed in a league with learners like you."
            />
          ) : (
            <Board board={league.data} />
          )}
        </>
      )}
    </section>
  );
}
