import Papa from 'papaparse';
import { CRM_IMPORT_MAX_CONTACTS, crmContactRequestSchema, type CrmContact, type CrmContactRequest } from '@academy/contracts';
import { neutraliseCsvRow, restoreCsvCell } from '@academy/rules/csv';
import { contactRowProblem } from './import-reasons.ts';

/** The columns of an exported file, and the ones an imported file may have (firstName is required). */
export const contactCsvColumns = ['firstName', 'lastName', 'email', 'phone', 'company', 'position', 'status', 'source', 'notes', 'value'] as const;

/** contacts.csv: cells a spreadsheet would run as formulas are written as text (see @academy/rules/csv). */
export function contactsToCsv(contacts: readonly CrmContact[]): string {
  return Papa.unparse({
    fields: [...contactCsvColumns],
    data: contacts.map((contact) => neutraliseCsvRow(contactCsvColumns.map((column) => contact[column]))),
  });
}

export interface ImportRow {
  /** The line of the file the row starts on (the header is line 1; a quoted cell may span lines). */
  line: number;
  /** The name the row gives, refused or not ('' when it has none). */
  name: string;
  contact?: CrmContactRequest;
  /** Why the row is refused, in plain words. */
  errors: string[];
}

export interface ParsedContactsFile {
  rows: ImportRow[];
  fileErrors: string[];
  /** The file holds more contacts than one import takes: reading stopped there and no row is kept. */
  tooMany: boolean;
}

const lineBreaks = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(lineBreaks)?.length ?? 0;

const knownColumns = new Set<string>(contactCsvColumns);

function checkRow(record: Record<string, unknown>, line: number, parseErrors: string[]): ImportRow {
  const candidate: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    if (!knownColumns.has(key) || typeof raw !== 'string') continue;
    const value = restoreCsvCell(raw);
    candidate[key] = key === 'value' ? (value.trim() === '' ? 0 : Number(value)) : value;
  }
  if (typeof candidate['status'] === 'string') candidate['status'] = candidate['status'].trim().toLowerCase() || 'lead';
  const name = [candidate['firstName'], candidate['lastName']]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();
  const result = crmContactRequestSchema.safeParse(candidate);
  const errors = [...parseErrors, ...(result.success ? [] : result.error.issues.map(contactRowProblem))];
  return { line, name, contact: result.success && errors.length === 0 ? result.data : undefined, errors };
}

/**
 * Reads a CSV of contacts (papaparse) and checks each row against the same contract the service
 * applies, so the preview shows exactly which rows would be refused and why. Reading stops as
 * soon as the file proves to hold more contacts than one import takes: such a file is refused
 * whole, and checking the rest would only keep the page busy.
 */
export function parseContactsCsv(text: string): ParsedContactsFile {
  const rows: ImportRow[] = [];
  const fileErrors: string[] = [];
  let tooMany = false;
  // Line numbers come from the text itself: a quoted cell may hold line breaks, and blank lines are skipped.
  let counted = 0;
  let breaksBefore = 0;
  Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: (result, parser) => {
      if (rows.length === CRM_IMPORT_MAX_CONTACTS) {
        tooMany = true;
        parser.abort();
        return;
      }
      const end = result.meta.cursor;
      breaksBefore += countLineBreaks(text.slice(counted, end));
      counted = end;
      const trailing = /(\r\n|\r|\n)$/.test(text.slice(0, end)) ? 1 : 0;
      const inside = Object.values(result.data).reduce<number>(
        (sum, value) => sum + (typeof value === 'string' ? countLineBreaks(value) : Array.isArray(value) ? countLineBreaks(value.join('')) : 0),
        0,
      );
      const line = 1 + breaksBefore - trailing - inside;
      for (const error of result.errors) if (error.row === undefined) fileErrors.push(error.message);
      rows.push(checkRow(result.data, line, result.errors.filter((error) => error.row !== undefined).map(parseProblem)));
    },
  });
  if (tooMany) return { rows: [], fileErrors: [], tooMany };
  if (!headersOf(text).includes('firstName')) fileErrors.push(`The file needs a firstName column (columns: ${contactCsvColumns.join(', ')}).`);
  return { rows, fileErrors, tooMany };
}

function headersOf(text: string): string[] {
  const first = Papa.parse<string[]>(text, { preview: 1 }).data[0] ?? [];
  return first.map((header) => header.trim());
}

function parseProblem(error: Papa.ParseError): string {
  switch (error.code) {
    case 'TooFewFields':
      return 'This row has fewer cells than the header.';
    case 'TooManyFields':
      return 'This row has more cells than the header.';
    case 'MissingQuotes':
    case 'InvalidQuotes':
      return 'A quoted cell in this row is not closed properly.';
    default:
      return error.message;
  }
}
