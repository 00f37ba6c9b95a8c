import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serviceNames, type ServiceName } from './paths.ts';

/*
 * Migrations expand; they contract only on purpose (issue 22, docs/operations.md, Migrate): while a
 * new version of a service rolls out, the previous one runs on the new schema, so a migration must
 * not remove or narrow what the previous release reads or writes. A statement that does is
 * refused unless a `-- contract: <why>` comment line right above it says the previous release no
 * longer uses what it removes (the test running the previous release's services on the new schema
 * then proves it).
 */

const CONTRACTING: ReadonlyArray<[RegExp, string]> = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\b/i, 'renames a table or column'],
  [/\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bALTER\s+COLUMN\s+"?\w+"?\s+SET\s+NOT\s+NULL\b/i, 'makes a column required'],
  [/\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i, 'adds a required column without a default'],
];

export interface ContractingStatement {
  statement: string;
  why: string;
}

/** The statements of a migration that contract the schema without saying so. */
export function contractingStatements(sql: string): ContractingStatement[] {
  const found: ContractingStatement[] = [];
  for (const chunk of sql.split(/-->\s*statement-breakpoint|;\s*\n/)) {
    const lines = chunk.split('\n');
    const statement = lines
      .filter((line) => !line.trim().startsWith('--'))
      .join(' ')
      .trim();
    if (!statement) continue;
    const declared = lines.some((line) => /^\s*--\s*contract:\s*\S/.test(line));
    for (const [pattern, why] of CONTRACTING) {
      if (pattern.test(statement) && !declared) found.push({ statement: statement.replace(/\s+/g, ' '), why });
    }
  }
  return found;
}

/** A service's migration tags in the order they apply (drizzle's journal), from a checkout. */
export async function migrationTags(checkout: string, name: ServiceName): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(checkout, 'services', name, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((entry) => entry.tag);
}

/** Every migration of `checkout` that `previous` did not have, per service, with its contracting statements. */
export async function contractingSince(
  previous: string,
  checkout: string,
): Promise<Array<{ service: ServiceName; tag: string; found: ContractingStatement[] }>> {
  const report: Array<{ service: ServiceName; tag: string; found: ContractingStatement[] }> = [];
  for (const service of serviceNames) {
    const before = new Set(await migrationTags(previous, service));
    for (const tag of await migrationTags(checkout, service)) {
      if (before.has(tag)) continue;
      const sql = await readFile(path.join(checkout, 'services', service, 'drizzle', `${tag}.sql`), 'utf8');
      report.push({ service, tag, found: contractingStatements(sql) });
    }
  }
  return report;
}
