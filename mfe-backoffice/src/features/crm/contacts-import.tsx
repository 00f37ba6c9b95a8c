import { useState } from 'react';
import { CRM_IMPORT_MAX_CONTACTS } from '@academy/contracts';
import { Button, cn } from '@academy/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui/dialog';
import { isApiError, usePlatform } from '@academy/web-kit';
import type { ParsedContactsFile } from './contacts-csv.ts';
import { useImportContacts } from './data/queries.ts';

const contactsWord = (count: number) => `${count.toLocaleString('en-US')} contact${count === 1 ? '' : 's'}`;
const rowsWord = (count: number) => `${count.toLocaleString('en-US')} row${count === 1 ? '' : 's'}`;

/**
 * The preview of an imported file. The import is all or nothing: the service adds every contact
 * sent in one transaction, or none. When rows are refused, nothing is imported unless the user
 * explicitly chooses to leave those rows out.
 */
export function ContactsImport({ fileName, rows, fileErrors, tooMany, onClose }: ParsedContactsFile & { fileName: string; onClose(): void }) {
  const { toast } = usePlatform();
  const importContacts = useImportContacts();
  const [leaveOutRefused, setLeaveOutRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const good = rows.flatMap((row) => (row.contact ? [row.contact] : []));
  const refused = rows.length - good.length;
  const canImport = good.length > 0 && fileErrors.length === 0 && !tooMany && (refused === 0 || leaveOutRefused) && !importContacts.isPending;

  async function importRows() {
    setFailure(null);
    try {
      const { imported } = await importContacts.mutateAsync(good);
      toast({ title: 'Success', description: `Imported ${contactsWord(imported)}` });
      onClose();
    } catch (error) {
      // The service wrote nothing: say so, and keep the preview open to try again.
      const reason = isApiError(error) ? error.envelope?.error.message : undefined;
      const text = reason ? `Nothing was imported. ${reason}` : 'Nothing was imported.';
      setFailure(text);
      toast({ title: 'Error', description: text, variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Import Contacts</DialogTitle>
          <DialogDescription>
            {tooMany ? `${fileName}: too many contacts to import at once.` : `${fileName}: ${good.length} of ${rowsWord(rows.length)} ready to import.`} The
            contacts are added all together or not at all.
          </DialogDescription>
        </DialogHeader>
        {tooMany && (
          <p role="alert" className="text-sm text-destructive">
            This file has more than {contactsWord(CRM_IMPORT_MAX_CONTACTS)}. At most {CRM_IMPORT_MAX_CONTACTS.toLocaleString('en-US')} can be imported at once:
            split the file into smaller ones.
          </p>
        )}
        {refused > 0 && (
          <div className="rounded-md border border-destructive/50 p-3 text-sm">
            <p className="font-medium text-destructive">
              {rowsWord(refused)} {refused === 1 ? 'is' : 'are'} refused (reasons below). Nothing is imported unless you leave {refused === 1 ? 'it' : 'them'}{' '}
              out.
            </p>
            {good.length > 0 && (
              <label className="mt-2 flex items-start gap-2">
                <input type="checkbox" className="mt-0.5 size-4" checked={leaveOutRefused} onChange={(event) => setLeaveOutRefused(event.target.checked)} />
                <span>
                  Leave out the {rowsWord(refused)} refused and import the other {contactsWord(good.length)}
                </span>
              </label>
            )}
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {fileErrors.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-destructive">
            {fileErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <div className="rounded-md border border-border">
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Rows to import</caption>
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="w-14 px-3 py-2 font-medium">
                    Line
                  </th>
                  <th scope="col" className="w-1/3 px-3 py-2 font-medium">
                    Contact
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className="border-t border-border align-top">
                    <td className="px-3 py-2">{row.line}</td>
                    <td className="px-3 py-2 wrap-anywhere">{row.name || <span className="text-muted-foreground">(no name)</span>}</td>
                    <td className={cn('px-3 py-2 wrap-anywhere', row.errors.length > 0 && 'text-destructive')}>
                      {row.errors.length === 0 ? (
                        'Ready'
                      ) : (
                        <ul className="flex flex-col gap-1">
                          {row.errors.map((error) => (
                            <li key={error}>{error}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void importRows()} disabled={!canImport}>
            {importContacts.isPending ? 'Importing...' : `Import ${contactsWord(good.length)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
