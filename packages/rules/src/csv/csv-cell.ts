/**
 * Cells of the CSV files the academy writes (contacts.csv, audit-log.csv). A spreadsheet runs a
 * cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a contact
 * named `=HYPERLINK(…)` would become a live link in whoever opens the export (CSV injection).
 * Following OWASP's guidance, such a cell is written with a leading single quote, which
 * spreadsheets show as text.
 *
 * A cell that already starts with quotes before one of those characters gets one more quote, so
 * `restoreCsvCell` can take exactly one away and every value reads back as it was written:
 * `=1` ⇄ `'=1`, `'=1` ⇄ `''=1`, while `'hello` is left as it is both ways.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

/** The cell as written to a file: quoted when a spreadsheet would run it. */
export function neutraliseCsvCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** A cell read from a file the academy wrote: the quote `neutraliseCsvCell` added, taken away. */
export function restoreCsvCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value) ? value.slice(1) : value;
}

/** Every text cell of a row neutralised; numbers, booleans and empty cells are left as they are. */
export function neutraliseCsvRow(row: readonly unknown[]): unknown[] {
  return row.map((cell) => (typeof cell === 'string' ? neutraliseCsvCell(cell) : cell));
}
