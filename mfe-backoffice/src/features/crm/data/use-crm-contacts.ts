import type { CrmContact, CrmContactRequest } from '@academy/contracts';
import { usePlatform } from '@academy/web-kit';
import { useRef, useState, type ChangeEvent } from 'react';
import { contactsToCsv, parseContactsCsv, type ParsedContactsFile } from '../contacts-csv.ts';
import { useCrmContacts, useDeleteContact, useSaveContact } from './queries.ts';

/**
 * The Contacts tab's state and calls: search and status filter, the contact in the dialog (null: a
 * new one), shown in detail or asked about before deletion, the CSV export and the file read for an
 * import, and the saves with their toasts.
 */
export function useCrmContactsTab() {
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

  return {
    contacts,
    search,
    setSearch,
    status,
    setStatus,
    filtered: search.trim() !== '' || status !== 'all',
    editing,
    setEditing,
    deleting,
    setDeleting,
    viewing,
    setViewing,
    importing,
    closeImport: () => setImporting(null),
    fileInput,
    saving: saveContact.isPending,
    removing: deleteContact.isPending,
    exportCsv: () => {
      const url = URL.createObjectURL(new Blob([contactsToCsv(contacts.data ?? [])], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'contacts.csv';
      link.click();
      URL.revokeObjectURL(url);
    },
    chooseFile: async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      setImporting({ fileName: file.name, ...parseContactsCsv(await file.text()) });
    },
    save: (body: CrmContactRequest) => {
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
    },
    confirmDelete: () => {
      if (!deleting) return;
      deleteContact.mutate(deleting.id, {
        onSuccess: () => toast({ title: 'Success', description: 'Contact deleted successfully' }),
        onError: () => toast({ title: 'Error', description: 'Failed to delete contact', variant: 'destructive' }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}
