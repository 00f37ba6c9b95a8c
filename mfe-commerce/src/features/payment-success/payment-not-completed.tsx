import { Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { isApiError, usePlatform } from '@academy/web-kit';
import { CircleAlert, LifeBuoy, RefreshCw, RotateCcw } from 'lucide-react';
import { RESUME_PURCHASE_PATH } from '../pricing/index.ts';

type Props = {
  /** Why verification did not confirm the payment; null when the server answered that it is not a paid purchase. */
  error: Error | null;
  /** A new verification is under way. */
  checking: boolean;
  onCheckAgain: () => void;
};

/** What the buyer is told, by the reason the server gave for not confirming the payment. */
function reasonFor(error: Error | null): { text: string; canCheckAgain: boolean } {
  if (!error) return { text: 'This payment was given back, so it does not unlock the course.', canCheckAgain: false };
  const code = isApiError(error) ? error.envelope?.error.code : undefined;
  switch (code) {
    case 'COMMERCE_PAYMENT_NOT_SUCCEEDED':
      return { text: 'Your payment did not go through, so the course has not been unlocked.', canCheckAgain: true };
    case 'COMMERCE_PAYMENT_NOT_YOURS':
      return { text: 'This payment was started from another account, so it cannot unlock the course for you.', canCheckAgain: false };
    case 'COMMERCE_PAYMENT_NOT_FOUND':
    case 'COMMERCE_INVALID_REQUEST':
      return { text: 'We could not find this payment, so the course has not been unlocked.', canCheckAgain: false };
    default:
      return { text: 'We could not confirm your payment just now. If it went through, the course unlocks as soon as it is confirmed.', canCheckAgain: true };
  }
}

/** The payment return page when verification does not confirm a paid purchase: no success is claimed. */
export function PaymentNotCompleted({ error, checking, onCheckAgain }: Props) {
  const platform = usePlatform();
  const { supportEmail } = platform.config;
  const reason = reasonFor(error);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <header className="text-center">
        <CircleAlert className="mx-auto size-16 text-warning" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Payment not completed</h1>
        <p className="mt-3 text-lg text-muted-foreground">{reason.text}</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">What to do next</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Try the payment again, with the same or another card. If you think you were charged, contact us and we will sort it out.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => platform.navigate(RESUME_PURCHASE_PATH)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try again
            </Button>
            {reason.canCheckAgain ? (
              <Button variant="outline" onClick={onCheckAgain} disabled={checking} aria-busy={checking}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Check again
              </Button>
            ) : null}
            <a
              className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
              href={`mailto:${supportEmail}`}
            >
              <LifeBuoy className="size-4" aria-hidden="true" />
              Contact support
            </a>
          </div>
          <p className="text-xs text-muted-foreground">Support: {supportEmail}</p>
        </CardContent>
      </Card>
    </div>
  );
}
