import { describe, expect, it } from 'vitest';
import { contactFixture } from '../../test/crm-fixtures.ts';
import { contactsToCsv, parseContactsCsv } from './contacts-csv.ts';

describe('parseContactsCsv', () => {
  it('accepts good rows with the contract’s defaults and says in plain words why each bad row is refused', () => {
    const { rows, fileErrors } = parseContactsCsv(
      'firstName,lastName,email,status,value,notes\nKim,Park,kim@acme.example,Prospect,5000,"Said ""yes"", maybe"\n,NoFirst,,lead,1,\nLee,Wong,not-an-email,hot,abc,\n',
    );
    expect(fileErrors).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      name: 'Kim Park',
      errors: [],
      contact: {
        firstName: 'Kim',
        lastName: 'Park',
        email: 'kim@acme.example',
        phone: '',
        company: '',
        position: '',
        status: 'prospect',
        source: '',
        notes: 'Said "yes", maybe',
        value: 5000,
      },
    });
    expect(rows[1]).toMatchObject({ line: 3, name: 'NoFirst', errors: ['First name is required.'] });
    expect(rows[2]).toMatchObject({
      line: 4,
      name: 'Lee Wong',
      errors: ['Email is not a valid e-mail address.', 'Status must be one of lead, prospect, customer or closed.', 'Value must be a whole number of dollars.'],
    });
    expect(rows[2]?.contact).toBeUndefined();
  });

  it('numbers each row by the line of the file it starts on: the header is line 1, quoted cells may span lines, blank lines count', () => {
    const expected = [
      [2, 'Ada'],
      [6, 'Ben'],
      [7, 'Cy'],
      [9, 'Dee'],
    ];
    for (const newline of ['\r\n', '\n']) {
      const text = ['firstName,notes', 'Ada,"one', 'two', 'three"', '', 'Ben,x', 'Cy,"a', 'b"', 'Dee,'].join(newline);
      expect(parseContactsCsv(text).rows.map((row) => [row.line, row.name])).toEqual(expected);
      expect(parseContactsCsv(`${text}${newline}`).rows.map((row) => [row.line, row.name])).toEqual(expected);
    }
  });

  it('says when a row has more or fewer cells than the header', () => {
    const { rows } = parseContactsCsv('firstName,lastName\nAda,Lovelace,extra\nBen\n');
    expect(rows[0]?.errors).toContain('This row has more cells than the header.');
    expect(rows[1]?.errors).toContain('This row has fewer cells than the header.');
  });

  it('refuses a file without a firstName column', () => {
    expect(parseContactsCsv('name,email\nKim,kim@x.example\n').fileErrors[0]).toContain('firstName column');
  });

  it('stops reading at the first contact past 1,000 and keeps none', () => {
    const lines = ['firstName'];
    for (let index = 0; index < 20_000; index += 1) lines.push(`P${index}`);
    expect(parseContactsCsv(lines.join('\n'))).toEqual({ rows: [], fileErrors: [], tooMany: true });
    expect(parseContactsCsv(lines.slice(0, 1_001).join('\n'))).toMatchObject({ tooMany: false, fileErrors: [] });
    expect(parseContactsCsv(lines.slice(0, 1_001).join('\n')).rows).toHaveLength(1_000);
  });

  it('reads back what it exports', () => {
    const csv = contactsToCsv([contactFixture({ lastName: 'Park', company: 'A, B & Co', status: 'customer', notes: 'line one\nline two', value: 12 })]);
    const { rows } = parseContactsCsv(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contact).toMatchObject({ firstName: 'Kim', company: 'A, B & Co', notes: 'line one\nline two', status: 'customer', value: 12 });
  });
});

describe('contactsToCsv', () => {
  const risky = [
    contactFixture({ firstName: '=HYPERLINK("http://x.example","y")', company: '@SUM(A1)' }),
    contactFixture({ firstName: '-2+3', phone: '+44 20 7946 0000', notes: '\tindented' }),
    contactFixture({ firstName: "'=quoted", notes: '\rreturn' }),
  ];
  // The contract trims names and notes, so what comes back is what the service would have kept.
  const kept = [
    contactFixture({ firstName: '=HYPERLINK("http://x.example","y")', company: '@SUM(A1)' }),
    contactFixture({ firstName: '-2+3', phone: '+44 20 7946 0000', notes: 'indented' }),
    contactFixture({ firstName: "'=quoted", notes: 'return' }),
  ];

  it('writes cells a spreadsheet would run as formulas as text, with a leading quote', () => {
    const csv = contactsToCsv(risky);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-2+3");
    expect(csv).toContain("'+44 20 7946 0000");
    expect(csv).toContain("'\tindented");
    expect(csv).toContain(`''=quoted`);
    expect(csv).not.toMatch(/(^|,)"?[=+\-@\t\r]/m);
  });

  it('gives every contact back unchanged when its own file is imported', () => {
    const { rows } = parseContactsCsv(contactsToCsv(risky));
    expect(rows.map((row) => row.errors)).toEqual([[], [], []]);
    expect(rows.map((row) => [row.contact?.firstName, row.contact?.company, row.contact?.phone, row.contact?.notes])).toEqual(
      kept.map((each) => [each.firstName, each.company, each.phone, each.notes]),
    );
  });
});
