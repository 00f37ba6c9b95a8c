import { Button } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';

export interface ConfirmDeleteDialogProps {
  /** What is about to go, e.g. "Revenue metric of 24 Nov 2026"; null keeps the dialog closed. */
  target: string | null;
  title: string;
  busy: boolean;
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a metric or a calculation is deleted: the service keeps no copy. */
export function ConfirmDeleteDialog({ target, title, busy, failure, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{`Are you sure you want to delete the ${target ?? ''}? This cannot be undone.`}</DialogDescription>
        </DialogHeader>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
