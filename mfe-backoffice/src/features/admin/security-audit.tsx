import { useState } from 'react';
import type { AuditLogEntry, AuditLogQuery, AuditPerson } from '@academy/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorBox, Input, Label, LoadingState, buttonVariants } from '@academy/ui';
import { Download } from 'lucide-react';
import { auditLogCsvUrl } from './data/api.ts';
import { useAuditLog, useSecuritySettings } from './data/queries.ts';
import { NativeSelect } from './native-select.tsx';
import { Pager } from './pager.tsx';

const PAGE_SIZE = 25;

/** 1440 → "24 hours", 90 → "90 minutes". */
export function describeTimeout(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A person an entry names: their name and e-mail as they were then, or the bare id when the log never learnt them. */
function Person({ person, id }: { person: AuditPerson | null | undefined; id: string | null }) {
  if (id === null) return <span className="text-muted-foreground">—</span>;
  if (!person?.name && !person?.email) return <span className="font-mono text-xs wrap-break-word">{id}</span>;
  return (
    <span className="flex min-w-0 flex-col" title={id}>
      {person.name && <span className="font-medium text-foreground wrap-break-word">{person.name}</span>}
      {person.email && <span className="text-xs text-muted-foreground wrap-break-word">{person.email}</span>}
    </span>
  );
}

/** The call a refused request made (`GET /api/admin/users`), when the entry is about one. */
function callOf(entry: AuditLogEntry): string | null {
  const { method, path, count } = entry.details;
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  return `${method} ${path}${typeof count === 'number' && count > 1 ? ` (${count.toLocaleString('en-US')} times)` : ''}`;
}

/** The Security & Audit tab: the session timeout in force and the real audit log. */
export function SecurityAudit() {
  const settings = useSecuritySettings();
  const [eventType, setEventType] = useState('');
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters = { eventType: eventType || undefined, userId: userId.trim() || undefined, from: from || undefined, to: to || undefined };
  const query: AuditLogQuery = { ...filters, page, pageSize: PAGE_SIZE };
  const log = useAuditLog(query);
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Security Settings</CardTitle>
          <CardDescription>How long a sign-in lasts before the user signs in again.</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <p className="text-sm text-muted-foreground">Loading settings...</p>
          ) : settings.isError ? (
            <p className="text-sm text-destructive">The session settings could not be loaded: {settings.error.message}</p>
          ) : (
            <p className="text-sm text-foreground">
              Sessions expire after {describeTimeout(settings.data.sessionTimeoutMinutes)}. Signing out, a role change or a deleted account ends a session at
              once in every service.
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <CardTitle>Audit Log</CardTitle>
              <CardDescription>Every event the academy&apos;s services report and every administrator action, newest first.</CardDescription>
            </div>
            <a className={buttonVariants({ variant: 'outline' })} href={auditLogCsvUrl(filters)} download>
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="audit-event-type">Event type</Label>
              <NativeSelect id="audit-event-type" value={eventType} onChange={(event) => change(() => setEventType(event.target.value))}>
                <option value="">All events</option>
                {(log.data?.eventTypes ?? []).map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="audit-user">User id</Label>
              <Input id="audit-user" value={userId} onChange={(event) => change(() => setUserId(event.target.value))} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="audit-from">From</Label>
              <Input id="audit-from" type="date" value={from} onChange={(event) => change(() => setFrom(event.target.value))} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="audit-to">To</Label>
              <Input id="audit-to" type="date" value={to} onChange={(event) => change(() => setTo(event.target.value))} />
            </div>
          </div>
          {log.isPending ? (
            <LoadingState label="Loading audit log..." />
          ) : log.isError ? (
            <ErrorBox title="The audit log could not be loaded" message={log.error.message} onRetry={() => void log.refetch()} />
          ) : log.data.entries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No audit entries match these filters.</p>
          ) : (
            <>
              <ul className="flex flex-col gap-3 md:hidden" aria-label="Audit entries">
                {log.data.entries.map((entry) => (
                  <li key={entry.id} className="rounded-lg border border-border p-3 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <span className="font-medium text-foreground">
                        #{entry.id} {entry.eventType}
                      </span>
                      <Badge variant={entry.outcome === 'success' ? 'success' : 'destructive'}>{entry.outcome === 'success' ? 'Success' : 'Failure'}</Badge>
                    </div>
                    <p className="text-muted-foreground">
                      {new Date(entry.occurredAt).toLocaleString('en-US')} · {entry.source}
                    </p>
                    {callOf(entry) && <p className="font-mono text-xs wrap-break-word">{callOf(entry)}</p>}
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
                      <dt className="text-muted-foreground">User</dt>
                      <dd className="min-w-0">
                        <Person person={entry.user} id={entry.userId} />
                      </dd>
                      <dt className="text-muted-foreground">By</dt>
                      <dd className="min-w-0">
                        <Person person={entry.actor} id={entry.actorId} />
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <caption className="sr-only">Audit log</caption>
                  <thead className="bg-muted/50 text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-medium">
                        ID
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Event
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        User
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        By
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Timestamp
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Request
                      </th>
                      <th scope="col" className="px-4 py-3 font-medium">
                        Status
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {log.data.entries.map((entry) => (
                      <tr key={entry.id} className="border-t border-border">
                        <td className="px-4 py-3">{entry.id}</td>
                        <td className="px-4 py-3 font-medium text-foreground">
                          {entry.eventType}
                          <span className="block text-xs font-normal text-muted-foreground">{entry.source}</span>
                          {callOf(entry) && <span className="block font-mono text-xs font-normal wrap-break-word text-muted-foreground">{callOf(entry)}</span>}
                        </td>
                        <td className="px-4 py-3">
                          <Person person={entry.user} id={entry.userId} />
                        </td>
                        <td className="px-4 py-3">
                          <Person person={entry.actor} id={entry.actorId} />
                        </td>
                        <td className="px-4 py-3 whitespace-nowrap">{new Date(entry.occurredAt).toLocaleString('en-US')}</td>
                        <td className="px-4 py-3 font-mono text-xs break-all">{entry.requestId ?? '—'}</td>
                        <td className="px-4 py-3">
                          <Badge variant={entry.outcome === 'success' ? 'success' : 'destructive'}>
                            {entry.outcome === 'success'
                              ? 'Success'
                              : `Failure${typeof entry.details['code'] === 'string' ? ` (${entry.details['code']})` : ''}`}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <Pager label="Audit log pages" page={page} pageSize={PAGE_SIZE} total={log.data?.total} noun="entries" onPage={setPage} />
        </CardContent>
      </Card>
    </div>
  );
}
