import { crmContactStatuses } from '@academy/contracts';
import { Button, EmptyState, ErrorBox, Input, Label, LoadingState } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { Plus, Users } from 'lucide-react';
import { ContactCard } from './contact-card.tsx';
import { ContactDetail } from './contact-detail.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { ContactsImport } from './contacts-import.tsx';
import { statusStyles } from './contact-status.ts';
import { useCrmContactsTab } from './data/use-crm-contacts.ts';

/** The Contacts tab: the user's contacts as cards, with search, status filter, add, edit, details and delete. */
export function CrmContacts() {
  const tab = useCrmContactsTab();
  const { contacts, search, setSearch, status, setStatus, editing, setEditing, deleting, setDeleting, viewing, setViewing, importing, fileInput } = tab;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-foreground">Contacts</h2>
          <p className="text-sm text-muted-foreground">Manage your customer relationships</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={tab.exportCsv} disabled={!contacts.data?.length}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            Import CSV
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file of contacts"
            onChange={(event) => void tab.chooseFile(event)}
          />
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
          <select
            id="contact-status-filter"
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
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
        tab.filtered ? (
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
          {contacts.data.map((contact) => (
            <li key={contact.id}>
              <ContactCard contact={contact} onView={() => setViewing(contact.id)} onEdit={() => setEditing(contact)} onDelete={() => setDeleting(contact)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <ContactDialog key={editing?.id ?? 'new'} contact={editing} busy={tab.saving} onSave={tab.save} onClose={() => setEditing(undefined)} />
      )}
      {viewing !== null && <ContactDetail contactId={viewing} onClose={() => setViewing(null)} />}
      {importing && <ContactsImport {...importing} onClose={tab.closeImport} />}
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
            <Button variant="destructive" onClick={tab.confirmDelete} disabled={tab.removing}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
