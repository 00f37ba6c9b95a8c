import { Badge, Button, Input, Label } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-input.ts';
import { ALREADY_PAID_TOAST } from './already-paid.ts';
import { PaymentAlreadySucceededError, PaymentDeclinedError } from './data/api.ts';
import { useTestModeConfirm } from './data/queries.ts';

type CardFormProps = {
  clientSecret: string;
  /** The button's label, e.g. 'Complete Payment - ' and the price, or 'Complete Subscription'. */
  submitLabel: string;
  onSucceeded: (paymentIntentId: string) => void;
};

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Stripe's documented test cards, for whoever is trying the checkout. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
];

/**
 * The card form of the built-in test-mode payment server, shown when no Stripe keys are
 * configured. It never loads Stripe.js and is labelled TEST MODE: no real card is ever charged.
 */
export function TestModeCardForm({ clientSecret, submitLabel, onSucceeded }: CardFormProps) {
  const platform = usePlatform();
  const confirm = useTestModeConfirm();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = { number: useId(), expiry: useId(), cvc: useId(), note: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/\D/g, '');
    const parsedExpiry = parseExpiry(expiry);
    const found: FieldErrors = {};
    if (digits.length < 12) found.number = 'Enter the card number.';
    if (!parsedExpiry) found.expiry = 'Enter the expiry date as MM / YY.';
    if (!/^\d{3,4}$/.test(cvc)) found.cvc = 'Enter the 3 or 4 digit security code.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsedExpiry) return;
    confirm.mutate(
      { client_secret: clientSecret, card: { number: digits, exp_month: parsedExpiry.month, exp_year: parsedExpiry.year, cvc } },
      {
        onSuccess: (intent) => onSucceeded(intent.id),
        onError: (error) => {
          if (error instanceof PaymentAlreadySucceededError) {
            platform.toast(ALREADY_PAID_TOAST);
            onSucceeded(error.paymentIntentId);
            return;
          }
          platform.toast({
            title: 'Payment Failed',
            description: error instanceof PaymentDeclinedError ? error.message : error.message || 'Failed to process payment. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate aria-describedby={ids.note} className="space-y-5">
      <div id={ids.note} className="rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm text-foreground">
        <div className="flex items-center gap-2">
          <Badge variant="warning">TEST MODE</Badge>
          <span className="font-medium">No real card is charged.</span>
        </div>
        <ul className="mt-2 space-y-1 text-muted-foreground" aria-label="Test cards">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono text-foreground">{card.number}</span> {card.outcome}
            </li>
          ))}
          <li>Any future expiry date and any 3-digit CVC.</li>
        </ul>
      </div>

      <div className="space-y-2">
        <Label htmlFor={ids.number}>Card number</Label>
        <Input
          id={ids.number}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={errors.number ? `${ids.number}-error` : undefined}
        />
        {fieldError('number')}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-2">
          <Label htmlFor={ids.expiry}>Expiry date</Label>
          <Input
            id={ids.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={errors.expiry ? `${ids.expiry}-error` : undefined}
          />
          {fieldError('expiry')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.cvc}>CVC</Label>
          <Input
            id={ids.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={errors.cvc ? true : undefined}
            aria-describedby={errors.cvc ? `${ids.cvc}-error` : undefined}
          />
          {fieldError('cvc')}
        </div>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Processing...
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
