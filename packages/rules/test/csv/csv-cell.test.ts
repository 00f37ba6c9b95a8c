import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, neutraliseCsvRow, restoreCsvCell } from '../../src/csv/index.ts';

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://x.example","y")', `'=HYPERLINK("http://x.example","y")`],
    ['-2+3', "'-2+3"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ["'=already", "''=already"],
  ])('quotes %j', (value, written) => {
    expect(neutraliseCsvCell(value)).toBe(written);
  });

  it.each(['Ada', '', "it's", "'plain", 'a=b', '12', ' =spaced'])('leaves %j as it is', (value) => {
    expect(neutraliseCsvCell(value)).toBe(value);
  });

  it('leaves numbers and empty cells of a row alone', () => {
    expect(neutraliseCsvRow(['=1', 5, null, ''])).toEqual(["'=1", 5, null, '']);
  });
});

describe('restoreCsvCell', () => {
  it.each(['=HYPERLINK("http://x.example","y")', '-2+3', '+44 20 7946 0000', '@x', '\tx', '\rx', "'=x", "''+x", "'plain", "'", "''", 'Ada', ''])(
    'gives back %j after neutralising',
    (value) => {
      expect(restoreCsvCell(neutraliseCsvCell(value))).toBe(value);
    },
  );
});
