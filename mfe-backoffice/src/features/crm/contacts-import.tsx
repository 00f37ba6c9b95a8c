import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import type { ImportRow } from './contacts-csv.ts';
import { useSaveContact } from './data/queries.ts';

/** The preview of an imported file: good rows are added, each refused row says why. */
export function ContactsImport({ fileName, rows, fileErrors, onClose }: { fileName: string; rows: ImportRow[]; fileErrors: string[]; onClose(): void }) {
  const { toast } = usePlatform();
  const saveContact = useSaveContact();
  const [busy, setBusy] = useState(false);
  const good = rows.filter((row) => row.contact);

  async function importRows() {
    setBusy(true);
    let added = 0;
    for (const row of good) {
      if (!row.contact) continue;
      try {
        await saveContact.mutateAsync({ id: null, body: row.contact });
        added += 1;
      } catch {
        // Counted below: what was not added is reported, what was added stays.
      }
    }
    setBusy(false);
    const failed = good.length - added;
    toast(failed === 0 ? { title: 'Success', description: `Imported ${added} contact${added === 1 ? '' : 's'}` } : { title: 'Error', description: `Imported ${added}; ${failed} could not be saved`, variant: 'destructive' });
    onClose();
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Import Contacts</DialogTitle>
          <DialogDescription>
            {fileName}: {good.length} of {rows.length} row{rows.length === 1 ? '' : 's'} ready to import.
          </DialogDescription>
        </DialogHeader>
        {fileErrors.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-destructive">
            {fileErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows to import</caption>
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Line</th>
                <th scope="col" className="px-3 py-2 font-medium">Contact</th>
                <th scope="col" className="px-3 py-2 font-medium">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line} className="border-t border-border align-top">
                  <td className="px-3 py-2">{row.line}</td>
                  <td className="px-3 py-2">{row.contact ? `${row.contact.firstName} ${row.contact.lastName ?? ''}`.trim() : '—'}</td>
                  <td className={row.errors.length ? 'px-3 py-2 text-destructive' : 'px-3 py-2'}>{row.errors.length ? row.errors.join('; ') : 'Ready'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void importRows()} disabled={busy || good.length === 0 || fileErrors.length > 0}>
            Import {good.length} contact{good.length === 1 ? '' : 's'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
