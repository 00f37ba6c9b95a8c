import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './markdown.ts';

describe('parseBlocks', () => {
  it('splits headings, paragraphs and lists', () => {
    const blocks = parseBlocks('### Step 1\n\nFirst line\ncontinues here.\n\n- one\n- two\n\n1. first\n2. second');
    expect(blocks).toEqual([
      { kind: 'heading', level: 3, text: 'Step 1' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });

  it('keeps fenced code verbatim, including list-like lines', () => {
    const blocks = parseBlocks('```\n1. Rank segments\n   by margin\n```\nAfter.');
    expect(blocks).toEqual([
      { kind: 'code', text: '1. Rank segments\n   by margin' },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('reads a table with its header and rows', () => {
    const blocks = parseBlocks('| Metric | Target |\n|---|---|\n| Visitors | 400 |\n| Cost per lead | under $25 |');
    expect(blocks).toEqual([
      {
        kind: 'table',
        header: ['Metric', 'Target'],
        rows: [
          ['Visitors', '400'],
          ['Cost per lead', 'under $25'],
        ],
      },
    ]);
  });
});

describe('parseInline', () => {
  it('finds bold, italic, code and links between plain text', () => {
    expect(parseInline('A **bold** and *soft* `x = 1` see [docs](https://example.com).')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', text: 'bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'soft' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x = 1' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'docs', href: 'https://example.com' },
      { kind: 'text', text: '.' },
    ]);
  });
});
