import type { StreakFreezeBalance, UserLevel } from '@academy/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { usePlatform } from '@academy/web-kit';
import { Gem, Snowflake } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { STREAK_FREEZE_BOUGHT_NOTICE, arenaFailureText, streakFreezeOffer } from './arena-texts.ts';
import { useBuyStreakFreeze } from './data/queries.ts';

const BALANCE_UNAVAILABLE = 'The streak freezes you hold could not be loaded. Reload the page to buy one.';
const gems = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'gem' : 'gems'}`;

export interface StreakFreezeShopProps {
  /** The arena's answer: gems and the price. */
  level: UserLevel | undefined;
  /** The learning slice's answer: the freezes held and the most allowed. */
  balance: StreakFreezeBalance | undefined;
  loading: boolean;
}

/**
 * The streak freeze shop: a freeze protects the day streak for one missed day. It costs gems (the
 * arena sells it), at most two are held (the learning slice holds them), and the purchase is
 * confirmed first (gems cannot be had back).
 */
export function StreakFreezeShop({ level, balance, loading }: StreakFreezeShopProps) {
  const { toast } = usePlatform();
  const buy = useBuyStreakFreeze();
  const sending = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const offer = level && balance ? streakFreezeOffer(level, balance) : { canBuy: false, reason: level && !loading ? BALANCE_UNAVAILABLE : null };

  const onConfirm = () => {
    if (!level || !balance || sending.current) return;
    sending.current = true;
    setFailure(null);
    buy.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: STREAK_FREEZE_BOUGHT_NOTICE,
          description: `You hold ${balance.streakFreezes + 1} of ${balance.maxStreakFreezes}. One is used up for you when you miss a day.`,
        });
      },
      onError: (error) => setFailure(arenaFailureText('Buying the streak freeze', error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Snowflake className="size-5 text-primary" aria-hidden="true" />
          Streak freeze
        </CardTitle>
        <CardDescription>Protects your day streak for one day you miss learning. You can hold up to {balance?.maxStreakFreezes ?? 2}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="inline-flex items-center justify-end gap-1 font-medium" data-figure="Streak freeze price">
            <Gem className="size-3.5 text-primary" aria-hidden="true" />
            {level ? gems(level.streakFreezePrice) : loading ? '…' : '–'}
          </dd>
          <dt className="text-muted-foreground">You hold</dt>
          <dd className="text-right font-medium" data-figure="Streak freezes held">
            {balance ? `${balance.streakFreezes} of ${balance.maxStreakFreezes}` : loading ? '…' : '–'}
          </dd>
        </dl>
        <Button
          variant="outline"
          disabled={!offer.canBuy}
          aria-describedby={offer.reason ? reasonId : undefined}
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
        >
          <Snowflake aria-hidden="true" />
          Buy a streak freeze
        </Button>
        {/* The reason's line is kept while loading, so the page does not move when it arrives. */}
        <p id={reasonId} className="min-h-10 text-sm text-muted-foreground">
          {offer.reason ?? (level ? `You have ${gems(level.gems)}.` : '')}
        </p>
      </CardContent>
      {level && balance ? (
        <Dialog open={confirming} onOpenChange={(open) => (open ? undefined : setConfirming(false))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Buy a streak freeze?</DialogTitle>
              <DialogDescription>
                It costs {gems(level.streakFreezePrice)}. You will have {gems(Math.max(0, level.gems - level.streakFreezePrice))} left and hold{' '}
                {balance.streakFreezes + 1} of {balance.maxStreakFreezes} streak freezes.
              </DialogDescription>
            </DialogHeader>
            {failure ? (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button onClick={onConfirm} disabled={buy.isPending}>
                {buy.isPending ? 'Buying...' : `Buy for ${gems(level.streakFreezePrice)}`}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </Card>
  );
}
