import { Button } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { LoaderCircle } from 'lucide-react';

export interface CancelSubscriptionDialogProps {
  planName: string;
  /** The end of the period paid for, as the subscriber reads it. */
  periodEnd: string | null;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

/** Asks before cancelling: the subscription runs to the end of the period paid for, then ends. */
export function CancelSubscriptionDialog({ planName, periodEnd, busy, onConfirm, onKeep }: CancelSubscriptionDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onKeep())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {planName}?</DialogTitle>
          <DialogDescription>
            Your subscription runs until {periodEnd ?? 'the end of the period you have paid for'}, and you keep everything it includes until then. After that it
            ends and you are not billed again. You can resume it any time before then.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeep}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Yes, cancel at period end
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
