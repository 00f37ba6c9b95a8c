import type { WeeklyQuest } from '@academy/contracts';
import { Badge, Button, Progress } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId } from 'react';
import { ArenaCardHeading, RewardsValue, useOnceAction } from './arena-card.tsx';
import { arenaIcon } from './arena-icons.ts';
import {
  QUEST_JOINED_NOTICE,
  arenaFailureText,
  daysLeftText,
  difficultyLabels,
  questButton,
  questCategoryLabels,
  questProgress,
  targetText,
} from './arena-texts.ts';
import { useJoinQuest } from './data/queries.ts';

/** One weekly quest (spec section 2): what it asks, its rewards, the days left, progress and the join button. */
export function QuestCard({ quest }: { quest: WeeklyQuest }) {
  const { toast } = usePlatform();
  const join = useJoinQuest();
  const action = useOnceAction(quest.userProgress?.joinedAt);
  const failure = action.failure;
  const titleId = useId();
  const failureId = useId();
  const Icon = arenaIcon(quest.icon);
  const button = questButton(quest);
  const progress = questProgress(quest);
  const completed = quest.userProgress?.isCompleted === true;

  const onJoin = () => {
    if (!action.begin()) return;
    join.mutate(quest.id, {
      onSuccess: ({ alreadyJoined }) => {
        if (!alreadyJoined) toast({ title: QUEST_JOINED_NOTICE, description: `${quest.title}: what you do from now until the week ends counts.` });
      },
      onError: (error) => action.fail(arenaFailureText('Joining the quest', error)),
    });
  };

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-sm">
      <ArenaCardHeading icon={Icon} titleId={titleId} title={quest.title}>
        <Badge variant="secondary">{difficultyLabels[quest.difficulty]}</Badge>
        <Badge variant="outline">{questCategoryLabels[quest.category]}</Badge>
      </ArenaCardHeading>
      <p className="text-sm text-muted-foreground">{quest.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Target</dt>
        <dd className="text-right font-medium">{targetText(quest.activity, quest.targetValue)}</dd>
        <dt className="text-muted-foreground">Rewards</dt>
        <RewardsValue xp={quest.xpReward} gems={quest.gemReward} />
        <dt className="text-muted-foreground">Time</dt>
        <dd className="inline-flex items-center justify-end gap-1 text-right font-medium">
          <Clock className="size-3.5" aria-hidden="true" />
          {daysLeftText(quest.daysLeft)}
        </dd>
      </dl>
      <div className="mt-auto flex flex-col gap-1.5">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">{quest.userProgress ? 'Progress' : 'Counts from when you join'}</span>
          <span className="font-medium tabular-nums" data-quest-progress={quest.id}>
            {progress.current} / {quest.targetValue}
          </span>
        </div>
        <Progress value={progress.percent} aria-label={`${quest.title} progress`} indicatorClassName={completed ? 'bg-success' : undefined} />
      </div>
      <Button
        onClick={onJoin}
        disabled={button.disabled || join.isPending}
        variant={completed ? 'secondary' : 'default'}
        aria-describedby={failure ? failureId : undefined}
        className="w-full"
      >
        {completed ? <CheckCircle2 aria-hidden="true" /> : null}
        {join.isPending ? 'Joining...' : button.label}
      </Button>
      {failure ? (
        <p id={failureId} role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </article>
  );
}
