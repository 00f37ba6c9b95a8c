import { Gem, Sparkles, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The top of a quest or challenge card: its icon, its title (the card's label) and its badges. */
export function ArenaCardHeading({ icon: Icon, titleId, title, children }: { icon: LucideIcon; titleId: string; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="font-semibold text-foreground">
          {title}
        </h3>
        <div className="mt-1 flex flex-wrap gap-1.5">{children}</div>
      </div>
    </div>
  );
}

/** The 'Rewards' value of a card: XP and gems. */
export function RewardsValue({ xp, gems }: { xp: number; gems: number }) {
  return (
    <dd className="flex flex-wrap items-center justify-end gap-x-2 font-medium">
      <span className="inline-flex items-center gap-1">
        <Sparkles className="size-3.5 text-warning" aria-hidden="true" />+{xp.toLocaleString('en-US')} XP
      </span>
      <span className="inline-flex items-center gap-1">
        <Gem className="size-3.5 text-primary" aria-hidden="true" />+{gems} gems
      </span>
    </dd>
  );
}

/**
 * A card's one action (join, start): a double click sends one request. Clicks are ignored from the
 * first one until the card shows the service's answer (`answeredKey` changes) or the request fails:
 * the answer may arrive between the two clicks, before the button is disabled.
 */
export function useOnceAction(answeredKey: string | undefined) {
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    sending.current = false;
  }, [answeredKey]);
  return {
    failure,
    /** False when a request is already on its way; otherwise clears the last failure and goes. */
    begin(): boolean {
      if (sending.current) return false;
      sending.current = true;
      setFailure(null);
      return true;
    },
    fail(message: string): void {
      sending.current = false;
      setFailure(message);
    },
  };
}
