import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records in docs/decisions (docs/decisions/README.md says how to write one): each
 * has a Status and a Date under its title, a later change supersedes a record instead of being
 * appended to it, and the index lists every record.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const decisionsDir = path.join(repoRoot, 'docs/decisions');

interface DecisionRecord {
  file: string;
  text: string;
}

const recordFileName = /^(\d{3})-[a-z0-9-]+\.md$/;
const recordLink = /\]\((\d{3}-[a-z0-9-]+\.md)\)/g;
const statusKinds = ['accepted', 'proposed', 'amended by', 'superseded by'] as const;

/** The header's `- Key: value` lines (a value may go on over indented lines), up to the first section. */
function headerOf(text: string): Map<string, string> {
  const header = new Map<string, string>();
  let key: string | undefined;
  for (const line of text.split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    const entry = /^- ([A-Z][a-z]+(?: [a-z]+)?): (.*)$/.exec(line);
    if (entry) {
      key = entry[1]!;
      header.set(key, entry[2]!.trim());
    } else if (key && /^ {2}\S/.test(line)) {
      header.set(key, `${header.get(key)} ${line.trim()}`);
    } else {
      key = undefined;
    }
  }
  return header;
}

const linksIn = (text: string): string[] => [...text.matchAll(recordLink)].map((match) => match[1]!);

function isCalendarDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return false;
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** What is wrong with a set of records and their index, one line per problem (empty when all is well). */
function problemsOf(records: DecisionRecord[], index: string): string[] {
  const problems: string[] = [];
  const files = new Set(records.map((record) => record.file));
  const headers = new Map(records.map((record) => [record.file, headerOf(record.text)]));

  for (const { file, text } of records) {
    const number = recordFileName.exec(file)?.[1];
    if (!number) {
      problems.push(`${file}: the name is not NNN-kebab-title.md`);
      continue;
    }
    if (!text.startsWith(`# ${number} — `)) problems.push(`${file}: the first line is not "# ${number} — <title>"`);
    const header = headers.get(file)!;
    const status = header.get('Status');
    const date = header.get('Date');
    if (!status) problems.push(`${file}: no "- Status:" line under the title`);
    else if (!statusKinds.some((kind) => status.startsWith(kind))) problems.push(`${file}: the status "${status}" is none of ${statusKinds.join(', ')}`);
    else if (/^(amended|superseded) by/.test(status) && linksIn(status).length === 0) problems.push(`${file}: "${status}" links no record`);
    if (!date) problems.push(`${file}: no "- Date:" line under the title`);
    else if (!isCalendarDay(date)) problems.push(`${file}: the date "${date}" is not a YYYY-MM-DD day`);
    for (const target of linksIn(text)) if (!files.has(target)) problems.push(`${file}: links ${target}, which is not a record`);

    // Both ends of a supersession say so.
    for (const target of linksIn(header.get('Supersedes') ?? '')) {
      if (files.has(target) && !linksIn(headers.get(target)!.get('Status') ?? '').includes(file)) {
        problems.push(`${file} supersedes part of ${target}, whose Status does not link ${file}`);
      }
    }
    if (status && /^(amended|superseded) by/.test(status)) {
      for (const target of linksIn(status)) {
        if (files.has(target) && !linksIn(headers.get(target)!.get('Supersedes') ?? '').includes(file)) {
          problems.push(`${file} is ${status.startsWith('amended') ? 'amended' : 'superseded'} by ${target}, whose Supersedes does not link ${file}`);
        }
      }
    }
  }

  const byNumber = new Map<string, string[]>();
  for (const { file } of records) byNumber.set(file.slice(0, 3), [...(byNumber.get(file.slice(0, 3)) ?? []), file]);
  for (const [number, same] of byNumber) if (same.length > 1) problems.push(`${number} is used by ${same.join(' and ')}`);

  const indexed = linksIn(index);
  for (const { file } of records) {
    const row = index.split('\n').find((line) => line.startsWith('|') && line.includes(`](${file})`));
    if (!row) {
      problems.push(`README.md: no row for ${file}`);
      continue;
    }
    const kind = statusKinds.find((each) => headers.get(file)!.get('Status')?.startsWith(each));
    if (kind && !row.includes(`| ${kind}`)) problems.push(`README.md: the row of ${file} does not say "${kind}"`);
  }
  for (const target of new Set(indexed)) if (!files.has(target)) problems.push(`README.md: links ${target}, which is not a record`);
  return problems;
}

describe('the decision records (docs/decisions)', () => {
  const records = readdirSync(decisionsDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(decisionsDir, file), 'utf8') }));
  const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

  it('each have a Status and a Date under the title, a number of their own, links to records that exist, both ends of a supersession, and a row in the index', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(problemsOf(records, index)).toEqual([]);
  });
});

describe('the records check', () => {
  const good: DecisionRecord[] = [
    { file: '001-first.md', text: '# 001 — First\n\n- Status: amended by [002](002-second.md)\n- Date: 2026-11-22\n\n## Context\n' },
    {
      file: '002-second.md',
      text: '# 002 — Second\n\n- Status: accepted\n- Date: 2026-11-23\n- Supersedes: in [001](001-first.md),\n  the part that changed\n\n## Context\n',
    },
  ];
  const goodIndex = '| 001 | [First](001-first.md) | amended by 002 | 2026-11-22 |\n| 002 | [Second](002-second.md) | accepted | 2026-11-23 |\n';

  it('finds nothing wrong in records that follow the rules', () => {
    expect(problemsOf(good, goodIndex)).toEqual([]);
  });

  it('names a record without a Status or a Date, or with a date that is no day', () => {
    const bare = { file: '003-third.md', text: '# 003 — Third\n\nStatus: accepted, 2026-11-24.\n\n## Context\n' };
    const badDay = { file: '004-fourth.md', text: '# 004 — Fourth\n\n- Status: accepted\n- Date: 2026-11-31\n\n## Context\n' };
    const index = `${goodIndex}| 003 | [Third](003-third.md) | accepted | |\n| 004 | [Fourth](004-fourth.md) | accepted | |\n`;
    expect(problemsOf([...good, bare, badDay], index)).toEqual([
      '003-third.md: no "- Status:" line under the title',
      '003-third.md: no "- Date:" line under the title',
      '004-fourth.md: the date "2026-11-31" is not a YYYY-MM-DD day',
    ]);
  });

  it('names a number used twice, a link to a missing record, one end of a supersession alone, and a record the index leaves out', () => {
    const twice = { file: '002-again.md', text: '# 002 — Again\n\n- Status: superseded by [009](009-gone.md)\n- Date: 2026-11-24\n\n## Context\n' };
    const oneSided = {
      file: '003-third.md',
      text: '# 003 — Third\n\n- Status: accepted\n- Date: 2026-11-24\n- Supersedes: in [002](002-second.md), a part\n\n## Context\n',
    };
    expect(problemsOf([...good, twice, oneSided], goodIndex)).toEqual([
      '002-again.md: links 009-gone.md, which is not a record',
      '003-third.md supersedes part of 002-second.md, whose Status does not link 003-third.md',
      '002 is used by 002-second.md and 002-again.md',
      'README.md: no row for 002-again.md',
      'README.md: no row for 003-third.md',
    ]);
  });
});
