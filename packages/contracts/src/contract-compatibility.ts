import type { OperationAccess } from './operation.ts';
import type { EventSnapshot, OperationSnapshot, ReleaseSnapshot } from './release-snapshot.ts';
import { schemaBreaks, type JsonSchema, type SchemaRole } from './schema-compatibility.ts';

/*
 * The release compatibility check (decision 038): what the contracts as they stand break of the
 * last release's. A breaking change to an operation is made as a new operation at a new path
 * (`/api/v2/...`) beside the old one; an event's data changes only by optional fields, with its
 * version one up.
 */

/** One broken promise: the operation (`POST /api/progress`) or event (`event user.created`), what part of it, and how. */
export interface ContractBreak {
  subject: string;
  /** `request.answers[].id`, `response`, `status`, `data.email`, … */
  part: string;
  problem: string;
}

export function describeBreak(item: ContractBreak): string {
  return `${item.subject} ${item.part}: ${item.problem}`;
}

/** Everything `current` breaks of `last`; empty when every caller and consumer of `last` still works. */
export function contractBreaks(last: ReleaseSnapshot, current: ReleaseSnapshot): ContractBreak[] {
  const found: ContractBreak[] = [];
  for (const [key, before] of Object.entries(last.operations)) {
    const now = current.operations[key];
    if (!now) found.push({ subject: key, part: 'operation', problem: 'was removed (keep it, or mark it retired so that it answers 410 Gone)' });
    else found.push(...operationBreaks(key, before, now));
  }
  for (const [type, before] of Object.entries(last.events)) {
    const now = current.events[type];
    if (!now) found.push({ subject: `event ${type}`, part: 'type', problem: 'was removed (events already sent or in an outbox still carry it)' });
    else found.push(...eventBreaks(`event ${type}`, before, now));
  }
  return found;
}

/** public < signed-in < administrator; internal is reachable only from inside. */
const openness: Record<OperationAccess, number> = { public: 0, 'signed-in': 1, administrator: 2, internal: 3 };

function operationBreaks(subject: string, before: OperationSnapshot, now: OperationSnapshot): ContractBreak[] {
  const found: ContractBreak[] = [];
  const add = (part: string, problem: string) => found.push({ subject, part, problem });
  if (now.service !== before.service) add('service', `moved from ${before.service} to ${now.service}`);
  // A retired operation still answers (410 Gone, naming what replaced it): that is how one goes.
  if (now.retired) return found;
  if (before.retired) return found;
  const stricter = before.access === 'internal' ? now.access !== 'internal' && now.access !== 'public' : openness[now.access] > openness[before.access];
  if (stricter) add('access', `made stricter, from ${before.access} to ${now.access}`);
  if (now.status !== before.status) add('status', `changed from ${before.status} to ${now.status}`);
  if (now.produces !== before.produces) add('produces', `changed from ${before.produces} to ${now.produces}`);
  if ((now.requestFormat ?? 'json') !== (before.requestFormat ?? 'json'))
    add('requestFormat', `changed from ${before.requestFormat ?? 'json'} to ${now.requestFormat ?? 'json'}`);
  for (const part of ['params', 'query', 'request'] as const) {
    // An input that was not read accepted anything of its kind: an object with no fields.
    const previous = before[part] ?? { type: 'object' };
    if (now[part] !== undefined) found.push(...partBreaks(subject, part, previous, now[part], 'request'));
  }
  if (before.response !== undefined) {
    if (now.response === undefined) add('response', 'no longer has a schema (readers relied on its fields)');
    else found.push(...partBreaks(subject, 'response', before.response, now.response, 'response'));
  }
  return found;
}

/**
 * An event is both read and written across releases: consumers of this release get events an
 * older producer wrote (the previous version) and consumers of the last release get events this
 * one writes (the next). So its data must keep both promises, and a change must raise its version.
 */
function eventBreaks(subject: string, before: EventSnapshot, now: EventSnapshot): ContractBreak[] {
  const found: ContractBreak[] = [];
  for (const item of schemaBreaks(before.data, now.data, 'request')) {
    found.push({ subject, part: join('data', item.field), problem: `${item.problem}, so events of the last release no longer parse` });
  }
  for (const item of schemaBreaks(before.data, now.data, 'response')) {
    found.push({ subject, part: join('data', item.field), problem: `${item.problem}, which consumers of the last release refuse` });
  }
  if (now.version < before.version) {
    found.push({ subject, part: 'version', problem: `went down from ${before.version} to ${now.version}` });
  } else if (now.version === before.version && JSON.stringify(now.data) !== JSON.stringify(before.data)) {
    found.push({ subject, part: 'version', problem: `the data changed but the version is still ${now.version} (raise it in eventVersions)` });
  }
  return found;
}

function partBreaks(subject: string, part: string, before: JsonSchema, now: JsonSchema, role: SchemaRole): ContractBreak[] {
  return schemaBreaks(before, now, role).map((item) => ({ subject, part: join(part, item.field), problem: item.problem }));
}

function join(part: string, field: string): string {
  if (!field) return part;
  return field.startsWith('[') ? `${part}${field}` : `${part}.${field}`;
}
