import { describe, expect, it } from 'vitest';
import { contactsToCsv, parseContactsCsv } from './contacts-csv.ts';

describe('parseContactsCsv', () => {
  it('accepts good rows with the contract’s defaults and reports each bad row by line', () => {
    const { rows, fileErrors } = parseContactsCsv('firstName,lastName,email,status,value,notes\nKim,Park,kim@acme.example,Prospect,5000,"Said ""yes"", maybe"\n,NoFirst,,lead,1,\nLee,Wong,not-an-email,hot,abc,\n');
    expect(fileErrors).toEqual([]);
    expect(rows[0]).toEqual({ line: 2, errors: [], contact: { firstName: 'Kim', lastName: 'Park', email: 'kim@acme.example', phone: '', company: '', position: '', status: 'prospect', source: '', notes: 'Said "yes", maybe', value: 5000 } });
    expect(rows[1]?.line).toBe(3);
    expect(rows[1]?.errors.join(' ')).toContain('firstName');
    expect(rows[2]?.errors.map((error) => error.split(':')[0])).toEqual(['email', 'status', 'value']);
    expect(rows[2]?.contact).toBeUndefined();
  });

  it('refuses a file without a firstName column', () => {
    expect(parseContactsCsv('name,email\nKim,kim@x.example\n').fileErrors[0]).toContain('firstName column');
  });

  it('reads back what it exports', () => {
    const csv = contactsToCsv([{ id: 1, firstName: 'Kim', lastName: 'Park', email: '', phone: '', company: 'A, B & Co', position: '', status: 'customer', source: '', notes: 'line one\nline two', value: 12, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }]);
    const { rows } = parseContactsCsv(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contact).toMatchObject({ firstName: 'Kim', company: 'A, B & Co', notes: 'line one\nline two', status: 'customer', value: 12 });
  });
});
