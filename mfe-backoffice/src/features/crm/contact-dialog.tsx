import { useState, type FormEvent } from 'react';
import { crmContactStatuses, type CrmContact, type CrmContactRequest } from '@academy/contracts';
import { Button, Input, Label, Textarea } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { parseValue, statusStyles } from './contact-status.ts';

export interface ContactDialogProps {
  /** The contact being edited; null to add one. */
  contact: CrmContact | null;
  busy: boolean;
  onSave(body: CrmContactRequest): void;
  onClose(): void;
}

type FormValues = Omit<Required<CrmContactRequest>, 'value'> & { value: string };

function initial(contact: CrmContact | null): FormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    position: contact?.position ?? '',
    status: contact?.status ?? 'lead',
    source: contact?.source ?? '',
    notes: contact?.notes ?? '',
    value: String(contact?.value ?? 0),
  };
}

const textFields = [
  ['firstName', 'First Name', 'text'],
  ['lastName', 'Last Name', 'text'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['company', 'Company', 'text'],
  ['position', 'Position', 'text'],
  ['source', 'Source', 'text'],
] as const;

/** 'Add New Contact' (empty) or 'Edit Contact' (prefilled); blank optional fields are sent as empty strings. */
export function ContactDialog({ contact, busy, onSave, onClose }: ContactDialogProps) {
  const [values, setValues] = useState(() => initial(contact));
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ ...values, value: parseValue(values.value) });
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{contact ? 'Edit Contact' : 'Add New Contact'}</DialogTitle>
            <DialogDescription>{contact ? 'Change the details and save.' : 'A lead, prospect or customer of yours.'}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {textFields.map(([name, label, type]) => (
              <div key={name} className="flex flex-col gap-2">
                <Label htmlFor={`contact-${name}`}>{label}</Label>
                <Input
                  id={`contact-${name}`}
                  type={type}
                  value={values[name]}
                  onChange={(event) => set({ [name]: event.target.value })}
                  required={name === 'firstName'}
                />
              </div>
            ))}
            <div className="flex flex-col gap-2">
              <Label htmlFor="contact-status">Status</Label>
              <select
                id="contact-status"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={values.status}
                onChange={(event) => set({ status: event.target.value as FormValues['status'] })}
              >
                {crmContactStatuses.map((status) => (
                  <option key={status} value={status}>
                    {statusStyles[status].label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="contact-value">Value ($)</Label>
              <Input id="contact-value" inputMode="numeric" value={values.value} onChange={(event) => set({ value: event.target.value })} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="contact-notes">Notes</Label>
            <Textarea id="contact-notes" rows={3} value={values.notes} onChange={(event) => set({ notes: event.target.value })} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {contact ? 'Update Contact' : 'Add Contact'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
