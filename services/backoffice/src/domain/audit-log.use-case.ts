import Papa from 'papaparse';
import { eventTypes, type AuditLogEntry, type AuditLogPage, type AuditLogQuery, type DomainEvent, type EventType } from '@academy/contracts';
import type { AuditLogFilter, AuditLogRepository, AuditLogRow, BackofficeTx } from '../data/audit-log.repository.ts';

/** Personal details the log never keeps (the ids are enough to follow a user). */
const personalFields = new Set(['email', 'firstName', 'lastName']);

/** What an event says, for the log: its data less personal details. */
function detailsOf(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !personalFields.has(key)));
}

/**
 * Turns any event into its audit entry: an administrator's action is filed as `admin.<action>`
 * with its actor, outcome and request id; any other event is a success about the user it names.
 */
export function auditEntryOf(event: DomainEvent): Parameters<AuditLogRepository['record']>[1] {
  const data = event.data as Record<string, unknown>;
  const base = { eventId: event.id, source: event.source, occurredAt: new Date(event.occurredAt), details: detailsOf(data) };
  if (event.type === 'admin.action') {
    const { actorId, action, targetId, outcome, requestId } = event.data;
    return { ...base, eventType: `admin.${action}`, userId: targetId ?? null, actorId, requestId: requestId ?? null, outcome };
  }
  const userId = typeof data['userId'] === 'string' ? data['userId'] : (event.subject ?? null);
  return { ...base, eventType: event.type, userId, actorId: userId, requestId: null, outcome: 'success' };
}

/** The consumer's handler for every known event type: one audit entry each, in the inbox's transaction. */
export function auditHandlers(auditLog: AuditLogRepository, alsoOn: Partial<{ [T in EventType]: (tx: BackofficeTx, event: DomainEvent<T>) => Promise<void> }> = {}) {
  const handlers: Partial<Record<EventType, (tx: BackofficeTx, event: DomainEvent) => Promise<void>>> = {};
  for (const type of eventTypes) {
    const extra = alsoOn[type] as ((tx: BackofficeTx, event: DomainEvent) => Promise<void>) | undefined;
    handlers[type] = async (tx, event) => {
      if (extra) await extra(tx, event);
      await auditLog.record(tx, auditEntryOf(event));
    };
  }
  return handlers;
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
    requestId: row.requestId,
    outcome: row.outcome,
    occurredAt: row.occurredAt.toISOString(),
    details: row.details,
  };
}

export async function listAuditLog(auditLog: AuditLogRepository, query: AuditLogQuery): Promise<AuditLogPage> {
  const [{ rows, total }, types] = await Promise.all([auditLog.page(filterOf(query), query.pageSize, (query.page - 1) * query.pageSize), auditLog.eventTypes()]);
  return { entries: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize, eventTypes: types };
}

/** The most rows one export holds; a larger log is exported in date ranges. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** The entries matching the filters as CSV (papaparse quotes what needs quoting). */
export async function exportAuditLogCsv(auditLog: AuditLogRepository, query: Omit<AuditLogQuery, 'page' | 'pageSize'>): Promise<string> {
  const { rows } = await auditLog.page(filterOf(query), AUDIT_EXPORT_LIMIT, 0);
  return Papa.unparse({
    fields: ['id', 'occurredAt', 'eventType', 'source', 'userId', 'actorId', 'requestId', 'outcome', 'details'],
    data: rows.map((row) => [row.id, row.occurredAt.toISOString(), row.eventType, row.source, row.userId ?? '', row.actorId ?? '', row.requestId ?? '', row.outcome, JSON.stringify(row.details)]),
  });
}
