import type { CrmContact } from '@academy/contracts';
import { Button, Card, CardContent, cn } from '@academy/ui';
import { statusStyles } from './contact-status.ts';
import { formatDollars } from './format-dollars.ts';

/** One contact: name, position, status, how to reach them, value and notes, with Details, Edit and Delete. */
export function ContactCard({ contact, onView, onEdit, onDelete }: { contact: CrmContact; onView: () => void; onEdit: () => void; onDelete: () => void }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <Card className="h-full min-w-0" role="group" aria-label={name}>
      <CardContent className="flex h-full flex-col gap-2 pt-6">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-foreground wrap-anywhere">{name}</h3>
            {(contact.company || contact.position) && (
              <p className="text-sm text-muted-foreground wrap-anywhere">{[contact.position, contact.company].filter(Boolean).join(' at ')}</p>
            )}
          </div>
          <span className={cn('shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium', statusStyles[contact.status].className)}>
            {statusStyles[contact.status].label}
          </span>
        </div>
        {contact.email && <p className="text-sm break-all">{contact.email}</p>}
        {contact.phone && <p className="text-sm wrap-anywhere">{contact.phone}</p>}
        <p className="text-sm font-medium">{formatDollars(contact.value)}</p>
        {contact.notes && <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{contact.notes}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={onView} aria-label={`Details of ${name}`}>
            Details
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
