import { useRef, useState, type ChangeEvent } from 'react';
import { crmContactStatuses, type CrmContact, type CrmContactRequest } from '@academy/contracts';
import { Button, Card, CardContent, EmptyState, ErrorBox, Input, Label, LoadingState, cn } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { usePlatform } from '@academy/web-kit';
import { Plus, Users } from 'lucide-react';
import { ContactDetail } from './contact-detail.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { contactsToCsv, parseContactsCsv, type ParsedContactsFile } from './contacts-csv.ts';
import { ContactsImport } from './contacts-import.tsx';
import { statusStyles } from './contact-status.ts';
import { useCrmContacts, useDeleteContact, useSaveContact } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

/** The Contacts tab: the user's contacts as cards, with search, status filter, add, edit, details and delete. */
export function CrmContacts() {
  const { toast } = usePlatform();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const contacts = useCrmContacts({ search: search.trim() || undefined, status });
  const saveContact = useSaveContact();
  const deleteContact = useDeleteContact();
  const [editing, setEditing] = useState<CrmContact | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CrmContact | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [importing, setImporting] = useState<(ParsedContactsFile & { fileName: string }) | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function exportCsv() {
    const url = URL.createObjectURL(new Blob([contactsToCsv(contacts.data ?? [])], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'contacts.csv';
    link.click();
    URL.revokeObjectURL(url);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting({ fileName: file.name, ...parseContactsCsv(await file.text()) });
  }

  function save(body: CrmContactRequest) {
    const id = editing?.id ?? null;
    saveContact.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: id === null ? 'Contact created successfully' : 'Contact updated successfully' });
          setEditing(undefined);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to save contact', variant: 'destructive' }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteContact.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Contact deleted successfully' }),
      onError: () => toast({ title: 'Error', description: 'Failed to delete contact', variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  }

  const filtered = search.trim() !== '' || status !== 'all';
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-foreground">Contacts</h2>
          <p className="text-sm text-muted-foreground">Manage your customer relationships</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportCsv} disabled={!contacts.data?.length}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            Import CSV
          </Button>
          <input ref={fileInput} type="file" accept=".csv,text/csv" className="sr-only" aria-label="CSV file of contacts" onChange={(event) => void chooseFile(event)} />
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> Add Contact
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="contact-search">Search contacts</Label>
          <Input id="contact-search" type="search" placeholder="Name, company or email..." value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="flex flex-col gap-2 sm:w-44">
          <Label htmlFor="contact-status-filter">Status</Label>
          <select id="contact-status-filter" className="h-10 rounded-md border border-input bg-background px-3 text-sm" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="all">All statuses</option>
            {crmContactStatuses.map((value) => (
              <option key={value} value={value}>
                {statusStyles[value].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {contacts.isPending ? (
        <LoadingState label="Loading contacts..." />
      ) : contacts.isError ? (
        <ErrorBox title="The contacts could not be loaded" message={contacts.error.message} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.length === 0 ? (
        filtered ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No contacts match.</p>
        ) : (
          <EmptyState
            icon={<Users aria-hidden="true" className="size-10" />}
            title="No contacts yet"
            description="Get started by adding your first contact"
            action={<Button onClick={() => setEditing(null)}>Add Contact</Button>}
          />
        )
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {contacts.data.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`.trim();
            return (
              <li key={contact.id}>
                <Card className="h-full min-w-0" role="group" aria-label={name}>
                  <CardContent className="flex h-full flex-col gap-2 pt-6">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-foreground wrap-anywhere">{name}</h3>
                        {(contact.company || contact.position) && <p className="text-sm text-muted-foreground wrap-anywhere">{[contact.position, contact.company].filter(Boolean).join(' at ')}</p>}
                      </div>
                      <span className={cn('shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium', statusStyles[contact.status].className)}>{statusStyles[contact.status].label}</span>
                    </div>
                    {contact.email && <p className="text-sm break-all">{contact.email}</p>}
                    {contact.phone && <p className="text-sm wrap-anywhere">{contact.phone}</p>}
                    <p className="text-sm font-medium">{formatDollars(contact.value)}</p>
                    {contact.notes && <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{contact.notes}</p>}
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      <Button variant="outline" size="sm" onClick={() => setViewing(contact.id)} aria-label={`Details of ${name}`}>
                        Details
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setEditing(contact)} aria-label={`Edit ${name}`}>
                        Edit
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setDeleting(contact)} aria-label={`Delete ${name}`}>
                        Delete
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== undefined && <ContactDialog key={editing?.id ?? 'new'} contact={editing} busy={saveContact.isPending} onSave={save} onClose={() => setEditing(undefined)} />}
      {viewing !== null && <ContactDetail contactId={viewing} onClose={() => setViewing(null)} />}
      {importing && <ContactsImport {...importing} onClose={() => setImporting(null)} />}
      <Dialog open={deleting !== null} onOpenChange={(next) => (next ? undefined : setDeleting(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete Contact</DialogTitle>
            <DialogDescription>Are you sure you want to delete this contact? This will also delete all related activities and deals.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleteContact.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
