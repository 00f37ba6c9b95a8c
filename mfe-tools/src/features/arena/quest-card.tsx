import type { WeeklyQuest } from '@academy/contracts';
import { Badge, Button, Progress } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { CheckCircle2, Clock, Gem, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { arenaIcon } from './arena-icons.ts';
import { QUEST_JOINED_NOTICE, arenaFailureText, daysLeftText, difficultyLabels, questButton, questCategoryLabels, questProgress, targetText } from './arena-texts.ts';
import { useJoinQuest } from './data/queries.ts';

/** One weekly quest (spec section 2): what it asks, its rewards, the days left, progress and the join button. */
export function QuestCard({ quest }: { quest: WeeklyQuest }) {
  const { toast } = usePlatform();
  const join = useJoinQuest();
  // A double click sends one request: clicks are ignored from the first one until the card shows
  // the service's answer (the answer may arrive between the two clicks, before the button is disabled).
  const sending = useRef(false);
  const joinedAt = quest.userProgress?.joinedAt;
  useEffect(() => {
    sending.current = false;
  }, [joinedAt]);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const failureId = useId();
  const Icon = arenaIcon(quest.icon);
  const button = questButton(quest);
  const progress = questProgress(quest);
  const completed = quest.userProgress?.isCompleted === true;

  const onJoin = () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    join.mutate(quest.id, {
      onSuccess: ({ alreadyJoined }) => {
        if (!alreadyJoined) toast({ title: QUEST_JOINED_NOTICE, description: `${quest.title}: what you do from now until the week ends counts.` });
      },
      onError: (error) => {
        sending.current = false;
        setFailure(arenaFailureText('Joining the quest', error));
      },
    });
  };

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-foreground">
            {quest.title}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{difficultyLabels[quest.difficulty]}</Badge>
            <Badge variant="outline">{questCategoryLabels[quest.category]}</Badge>
          </div>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{quest.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Target</dt>
        <dd className="text-right font-medium">{targetText(quest.activity, quest.targetValue)}</dd>
        <dt className="text-muted-foreground">Rewards</dt>
        <dd className="flex flex-wrap items-center justify-end gap-x-2 font-medium">
          <span className="inline-flex items-center gap-1">
            <Sparkles className="size-3.5 text-warning" aria-hidden="true" />+{quest.xpReward} XP
          </span>
          <span className="inline-flex items-center gap-1">
            <Gem className="size-3.5 text-primary" aria-hidden="true" />+{quest.gemReward} gems
          </span>
        </dd>
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
