import { Input, Label, Textarea, cn } from '@academy/ui';
import type { Option } from '@academy/rules/learning';
import { AlertCircle, Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

const optionBase =
  'relative flex cursor-pointer items-center gap-3 rounded-xl border bg-card text-sm text-foreground transition-colors ' +
  'hover:border-primary/50 hover:bg-accent/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring ' +
  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground';

interface GroupProps {
  /** Used for the inputs' name and the element ids. */
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly Option[];
  error?: string;
  /** 'cards' lay the options out in a grid; 'pills' wrap short options on one line. */
  layout?: 'cards' | 'pills';
}

function GroupFrame({ name, legend, hint, error, children }: Omit<GroupProps, 'options' | 'layout'> & { children: ReactNode }) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="space-y-3" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} data-invalid={error ? 'true' : undefined}>
      <legend className="mb-3 text-base font-semibold text-foreground">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

function layoutClass(layout: 'cards' | 'pills', count: number) {
  if (layout === 'pills') return 'flex flex-wrap gap-2';
  return cn('grid gap-2.5 sm:grid-cols-2', count > 8 && 'lg:grid-cols-3');
}

/** One answer out of a short list: native radio buttons in a fieldset, drawn as cards or pills. */
export function RadioGroupField({
  name,
  legend,
  hint,
  options,
  error,
  layout = 'cards',
  value,
  onChange,
}: GroupProps & { value: string | undefined; onChange: (value: string) => void }) {
  return (
    <GroupFrame name={name} legend={legend} hint={hint} error={error}>
      <div className={layoutClass(layout, options.length)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(optionBase, layout === 'pills' ? 'rounded-full px-4 py-2' : 'px-4 py-3', error && !value && 'border-destructive/60')}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
            />
            <span className="font-medium">{option.label}</span>
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

/** Any number of answers out of a fixed list: native checkboxes in a fieldset. */
export function CheckboxGroupField({
  name,
  legend,
  hint,
  options,
  error,
  value,
  onChange,
}: GroupProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const toggle = (option: string, checked: boolean) => {
    // Keep the list's order, whatever the order of the clicks.
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <GroupFrame name={name} legend={legend} hint={hint} error={error}>
      <div className={layoutClass('cards', options.length)}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label key={option.value} className={cn(optionBase, 'px-4 py-3', error && value.length === 0 && 'border-destructive/60')}>
              <span className="relative flex size-5 shrink-0">
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className="peer size-5 cursor-pointer appearance-none rounded-md border border-input bg-background transition-colors checked:border-primary checked:bg-primary focus-visible:outline-none"
                />
                <Check
                  aria-hidden="true"
                  strokeWidth={3}
                  className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
                />
              </span>
              <span className="font-medium">{option.label}</span>
            </label>
          );
        })}
      </div>
    </GroupFrame>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  optional?: boolean;
  error?: string;
  multiline?: boolean;
  value: string;
  onValueChange: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'>;

/** A labelled text input (or textarea) with its problem shown underneath. */
export function TextField({ name, label, optional, error, multiline, value, onValueChange, className, onBlur, ...rest }: TextFieldProps) {
  const id = `onboarding-${name}`;
  const errorId = `${name}-error`;
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={4}
          placeholder={rest.placeholder}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur as ComponentProps<'textarea'>['onBlur']}
        />
      ) : (
        <Input {...rest} {...shared} onChange={(event) => onValueChange(event.target.value)} onBlur={onBlur} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
