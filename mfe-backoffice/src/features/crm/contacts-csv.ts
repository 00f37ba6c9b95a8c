import Papa from 'papaparse';
import { crmContactRequestSchema, type CrmContact, type CrmContactRequest } from '@academy/contracts';

/** The columns of an exported file, and the ones an imported file may have (firstName is required). */
export const contactCsvColumns = ['firstName', 'lastName', 'email', 'phone', 'company', 'position', 'status', 'source', 'notes', 'value'] as const;

export function contactsToCsv(contacts: readonly CrmContact[]): string {
  return Papa.unparse({ fields: [...contactCsvColumns], data: contacts.map((contact) => contactCsvColumns.map((column) => contact[column])) });
}

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  contact?: CrmContactRequest;
  errors: string[];
}

/**
 * Reads a CSV of contacts (papaparse) and checks each row against the same contract the service
 * applies, so the preview shows exactly which rows would be refused and why.
 */
export function parseContactsCsv(text: string): { rows: ImportRow[]; fileErrors: string[] } {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim() });
  const known = new Set<string>(contactCsvColumns);
  const fileErrors = parsed.errors.filter((error) => error.row === undefined).map((error) => error.message);
  const headers = parsed.meta.fields ?? [];
  if (!headers.includes('firstName')) fileErrors.push('The file needs a firstName column (columns: ' + contactCsvColumns.join(', ') + ').');
  const rowErrors = new Map<number, string[]>();
  for (const error of parsed.errors) if (error.row !== undefined) rowErrors.set(error.row, [...(rowErrors.get(error.row) ?? []), error.message]);
  const rows = parsed.data.map((record, index): ImportRow => {
    const candidate: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (known.has(key) && value !== undefined) candidate[key] = key === 'value' ? (value.trim() === '' ? 0 : Number(value)) : value;
    if (typeof candidate['status'] === 'string') candidate['status'] = (candidate['status'] as string).trim().toLowerCase() || 'lead';
    const result = crmContactRequestSchema.safeParse(candidate);
    const errors = [...(rowErrors.get(index) ?? []), ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`))];
    return { line: index + 2, contact: result.success && errors.length === 0 ? result.data : undefined, errors };
  });
  return { rows, fileErrors };
}
