import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { eventTypes, type AuditLogEntry, type AuditLogPage, type AuditLogQuery, type DomainEvent, type EventData, type EventType } from '@academy/contracts';
import { neutraliseCsvRow } from '@academy/rules/csv';
import type { AuditLogFilter, AuditLogRepository, AuditLogRow, AuditPerson, BackofficeTx, NewAuditLogRow } from '../data/audit-log.repository.ts';

/** Personal details kept out of `details`: the entry's snapshots of its user and actor hold them. */
const personalFields = new Set(['email', 'firstName', 'lastName']);

/** What an event says, for the log: its data less personal details. */
function detailsOf(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !personalFields.has(key)));
}

type AuditEntryIds = Omit<NewAuditLogRow, 'userName' | 'userEmail' | 'actorName' | 'actorEmail'>;

/**
 * Turns any event into its audit entry: an administrator's action is filed as `admin.<action>`
 * with its actor, outcome and request id; a refused administrator-only call as `access.denied`, a
 * failure by the caller; a change an administrator made to a user under its own type, by that
 * administrator; any other event is a success about, and by, the user it names.
 */
export function auditEntryOf(event: DomainEvent): AuditEntryIds {
  const data = event.data as Record<string, unknown>;
  const base = { eventId: event.id, source: event.source, occurredAt: new Date(event.occurredAt), details: detailsOf(data) };
  if (event.type === 'admin.action') {
    const { actorId, action, targetId, outcome, requestId } = event.data;
    return { ...base, eventType: `admin.${action}`, userId: targetId ?? null, actorId, requestId: requestId ?? null, outcome };
  }
  if (event.type === 'access.denied') {
    const { actorId, requestId } = event.data;
    return {
      ...base,
      details: { ...base.details, code: 'FORBIDDEN' },
      eventType: event.type,
      userId: null,
      actorId,
      requestId: requestId ?? null,
      outcome: 'failure',
    };
  }
  const userId = typeof data['userId'] === 'string' ? data['userId'] : (event.subject ?? null);
  const actorId = typeof data['actorId'] === 'string' ? data['actorId'] : userId;
  return { ...base, eventType: event.type, userId, actorId, requestId: null, outcome: 'success' };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const nullableText = (value: unknown) => (typeof value === 'string' || value === null ? value : undefined);

/** What an event itself says about the user it names (identity's and commerce's events carry the e-mail, identity's the name). */
function personOf(event: DomainEvent): (Pick<AuditPerson, 'userId'> & Partial<AuditPerson>) | undefined {
  const data = event.data as Record<string, unknown>;
  const userId = text(data['userId']);
  if (!userId) return undefined;
  return { userId, email: text(data['email']), firstName: nullableText(data['firstName']), lastName: nullableText(data['lastName']) };
}

function nameOf(person: Partial<AuditPerson> | undefined): string | null {
  const name = [person?.firstName, person?.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return name || null;
}

/**
 * Files one event in the consumer's transaction. The entry keeps its user and actor as they are
 * known now (name and e-mail), so it still names them after they change or are deleted; what is not
 * known yet is filled in when an event first describes them.
 */
export async function recordAuditEntry(auditLog: AuditLogRepository, tx: BackofficeTx, event: DomainEvent): Promise<void> {
  const person = personOf(event);
  const entry = auditEntryOf(event);
  const ids = [entry.userId, entry.actorId, person?.userId].filter((id): id is string => typeof id === 'string');
  if (person) await auditLog.rememberPerson(tx, person, new Date(event.occurredAt));
  const people = new Map((await auditLog.people(tx, [...new Set(ids)])).map((known) => [known.userId, known]));
  // Entries filed before this person was known (a refused call right after a first sign-in, before
  // user.created arrived) name them now; an entry that named them keeps what it said.
  const described = person && people.get(person.userId);
  if (described) await auditLog.fillUnnamed(tx, described.userId, { name: nameOf(described), email: described.email });
  const user = entry.userId ? people.get(entry.userId) : undefined;
  const actor = entry.actorId ? people.get(entry.actorId) : undefined;
  await auditLog.record(tx, { ...entry, userName: nameOf(user), userEmail: user?.email ?? null, actorName: nameOf(actor), actorEmail: actor?.email ?? null });
}

/** The consumer's handler for every known event type: one audit entry each, in the inbox's transaction. */
export function auditHandlers(
  auditLog: AuditLogRepository,
  alsoOn: Partial<{ [T in EventType]: (tx: BackofficeTx, event: DomainEvent<T>) => Promise<void> }> = {},
) {
  const handlers: Partial<Record<EventType, (tx: BackofficeTx, event: DomainEvent) => Promise<void>>> = {};
  for (const type of eventTypes) {
    const extra = alsoOn[type] as ((tx: BackofficeTx, event: DomainEvent) => Promise<void>) | undefined;
    handlers[type] = async (tx, event) => {
      if (extra) await extra(tx, event);
      await recordAuditEntry(auditLog, tx, event);
    };
  }
  return handlers;
}

/** The backoffice's own refused administrator calls go straight into its log, as another service's would arrive. */
export function recordAccessRefusal(
  auditLog: AuditLogRepository,
  inTransaction: <T>(work: (tx: BackofficeTx) => Promise<T>) => Promise<T>,
  refusal: EventData<'access.denied'>,
): Promise<void> {
  const event: DomainEvent<'access.denied'> = {
    id: randomUUID(),
    type: 'access.denied',
    source: 'backoffice',
    occurredAt: new Date().toISOString(),
    subject: refusal.actorId,
    data: refusal,
    version: 1,
  };
  return inTransaction((tx) => recordAuditEntry(auditLog, tx, event));
}

function filterOf(query: Omit<AuditLogQuery, 'page' | 'pageSize'>): AuditLogFilter {
  // A bare date means the whole UTC day: `to=2026-11-24` includes that day.
  const day = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  const nextDay = (value: string) => (value.length === 10 ? new Date(day(value).getTime() + 86_400_000) : new Date(new Date(value).getTime() + 1));
  return {
    eventType: query.eventType || undefined,
    userId: query.userId || undefined,
    from: query.from ? day(query.from) : undefined,
    before: query.to ? nextDay(query.to) : undefined,
  };
}

function toEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    eventType: row.eventType,
    source: row.source,
    userId: row.userId,
    actorId: row.actorId,
    user: row.userId === null ? null : { id: row.userId, name: row.userName, email: row.userEmail },
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName, email: row.actorEmail },
    requestId: row.requestId,
    outcome: row.outcome,
    occurredAt: row.occurredAt.toISOString(),
    details: row.details,
  };
}

export async function listAuditLog(auditLog: AuditLogRepository, query: AuditLogQuery): Promise<AuditLogPage> {
  const [{ rows, total }, types] = await Promise.all([
    auditLog.page(filterOf(query), query.pageSize, (query.page - 1) * query.pageSize),
    auditLog.eventTypes(),
  ]);
  return { entries: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize, eventTypes: types };
}

/** The most rows one export holds; a larger log is exported in date ranges. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** The entries matching the filters as CSV (papaparse quotes what needs quoting; formula cells are written as text). */
export async function exportAuditLogCsv(auditLog: AuditLogRepository, query: Omit<AuditLogQuery, 'page' | 'pageSize'>): Promise<string> {
  const { rows } = await auditLog.page(filterOf(query), AUDIT_EXPORT_LIMIT, 0);
  return Papa.unparse({
    fields: [
      'id',
      'occurredAt',
      'eventType',
      'source',
      'userId',
      'userName',
      'userEmail',
      'actorId',
      'actorName',
      'actorEmail',
      'requestId',
      'outcome',
      'details',
    ],
    data: rows.map((row) =>
      neutraliseCsvRow([
        row.id,
        row.occurredAt.toISOString(),
        row.eventType,
        row.source,
        row.userId ?? '',
        row.userName ?? '',
        row.userEmail ?? '',
        row.actorId ?? '',
        row.actorName ?? '',
        row.actorEmail ?? '',
        row.requestId ?? '',
        row.outcome,
        JSON.stringify(row.details),
      ]),
    ),
  });
}
