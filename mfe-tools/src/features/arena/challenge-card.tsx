import type { ChallengeMode, UserLevel } from '@academy/contracts';
import { Badge, Button, Progress } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { CalendarClock, CheckCircle2, Hourglass, Lock } from 'lucide-react';
import { useId } from 'react';
import { ArenaCardHeading, RewardsValue, useOnceAction } from './arena-card.tsx';
import { arenaIcon } from './arena-icons.ts';
import { CHALLENGE_STARTED_NOTICE, arenaFailureText, challengeView, daysLeftText, multiplierText, targetText } from './arena-texts.ts';
import { useStartChallenge } from './data/queries.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const number = (value: number) => value.toLocaleString('en-US');

function RunState({ challenge }: { challenge: ChallengeMode }) {
  const run = challenge.userChallenge;
  if (!run) return null;
  if (run.status === 'active') {
    const percent = Math.round((Math.min(run.currentScore, run.targetScore) / run.targetScore) * 100);
    return (
      <div className="flex flex-col gap-1.5 rounded-lg bg-accent/50 p-3">
        <div className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span className="font-medium">Active</span>
          <span className="tabular-nums" data-challenge-score={challenge.id}>
            {run.currentScore} / {run.targetScore}
          </span>
        </div>
        <Progress value={percent} aria-label={`${challenge.name} progress`} />
        <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {daysLeftText(run.daysLeft)} · ends {day(run.expiresAt)}
        </p>
      </div>
    );
  }
  if (run.status === 'completed') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">Completed</span>
          {run.completedAt ? ` on ${day(run.completedAt)}` : ''} · +{number(run.xpAwarded)} XP earned
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-warning-soft p-3 text-sm text-foreground">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>
        <span className="font-semibold">Expired</span> on {day(run.expiresAt)} at {run.currentScore} of {run.targetScore}: no XP this time. Start again when you
        are ready.
      </span>
    </p>
  );
}

/**
 * One challenge mode (spec section 2): duration, requirements, multiplier and minimum level; the
 * learner's run (active with its progress and days left, completed, or expired) and the start button.
 */
export function ChallengeCard({ challenge, level }: { challenge: ChallengeMode; level: UserLevel }) {
  const { toast } = usePlatform();
  const start = useStartChallenge();
  const action = useOnceAction(`${challenge.userChallenge?.startedAt ?? ''}:${challenge.userChallenge?.status ?? ''}`);
  const failure = action.failure;
  const titleId = useId();
  const reasonId = useId();
  const Icon = arenaIcon(challenge.icon);
  const view = challengeView(challenge, level);
  const message = failure ?? view.reason;

  const onStart = () => {
    if (!action.begin()) return;
    start.mutate(challenge.id, {
      onSuccess: ({ alreadyStarted }) => {
        if (!alreadyStarted) toast({ title: CHALLENGE_STARTED_NOTICE, description: `${challenge.name}: ${challenge.duration} days from now.` });
      },
      onError: (error) => action.fail(arenaFailureText('Starting the challenge', error)),
    });
  };

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-sm">
      <ArenaCardHeading icon={Icon} titleId={titleId} title={challenge.name}>
        <Badge variant="warning">{multiplierText(challenge.xpMultiplier)}</Badge>
        <Badge variant={view.state === 'locked' ? 'outline' : 'secondary'}>
          {view.state === 'locked' ? <Lock className="size-3" aria-hidden="true" /> : null}
          Level {challenge.minLevel}+
        </Badge>
      </ArenaCardHeading>
      <p className="text-sm text-muted-foreground">{challenge.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Duration</dt>
        <dd className="text-right font-medium">{challenge.duration === 1 ? '1 day' : `${challenge.duration} days`}</dd>
        <dt className="text-muted-foreground">Goal</dt>
        <dd className="text-right font-medium">{targetText(challenge.activity, challenge.targetScore)}</dd>
        <dt className="text-muted-foreground">Rewards</dt>
        <RewardsValue xp={Math.round(challenge.xpReward * challenge.xpMultiplier)} gems={challenge.gemReward} />
      </dl>
      {challenge.rules.requirements.length > 0 ? (
        <div>
          <p className="text-sm font-medium">Requirements</p>
          <ul aria-label={`${challenge.name} requirements`} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
            {challenge.rules.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-col gap-3">
        <RunState challenge={challenge} />
        <Button onClick={onStart} disabled={view.button.disabled || start.isPending} aria-describedby={message ? reasonId : undefined} className="w-full">
          {start.isPending ? 'Starting...' : view.button.label}
        </Button>
        {message ? (
          <p id={reasonId} role={failure ? 'alert' : undefined} className={failure ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
            {message}
          </p>
        ) : null}
      </div>
    </article>
  );
}
