import { parseNumber } from '@academy/rules/tools';
import { Button, Input, Label } from '@academy/ui';
import { useState, type FormEvent } from 'react';

export interface RowEditorProps {
  id: string;
  label: string;
  initial: number | null;
  saving: boolean;
  failure: string | null;
  onSave(value: number | null): void;
  onCancel(): void;
}

/** One number of a row edited in place (a metric's current value, a calculation's actual return). */
export function RowEditor({ id, label, initial, saving, failure, onSave, onCancel }: RowEditorProps) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(parseNumber(text));
  };
  return (
    <form onSubmit={submit} className="mt-2 flex w-full flex-wrap items-end gap-2" aria-label={`Edit: ${label}`}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="number" step="any" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {failure ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
