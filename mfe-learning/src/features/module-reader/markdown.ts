/**
 * The small Markdown subset module sections are written in, parsed into blocks that React renders
 * as elements (never as HTML strings): headings, paragraphs, lists, tables, code and quotes.
 */
export type Block =
  | { kind: 'heading'; level: 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; text: string };

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const HEADING = /^(#{2,4})\s+(.*)$/;
const UNORDERED = /^\s*[-*]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  const at = (i: number) => lines[i] ?? '';

  while (index < lines.length) {
    const line = at(index);
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !at(index).trim().startsWith('```')) {
        body.push(at(index));
        index += 1;
      }
      index += 1;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: (heading[1] ?? '').length >= 4 ? 4 : 3, text: (heading[2] ?? '').trim() });
      index += 1;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_RULE.test(at(index + 1))) {
      const header = cells(line);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && TABLE_ROW.test(at(index))) {
        rows.push(cells(at(index)));
        index += 1;
      }
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const listMatch = UNORDERED.exec(line) ?? ORDERED.exec(line);
    if (listMatch) {
      const ordered = !UNORDERED.test(line);
      const pattern = ordered ? ORDERED : UNORDERED;
      const items: string[] = [];
      while (index < lines.length && at(index).trim() !== '') {
        const item = pattern.exec(at(index));
        if (item) items.push((item[1] ?? '').trim());
        else if (items.length > 0) items[items.length - 1] += ` ${at(index).trim()}`;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim().startsWith('>')) {
      const quote: string[] = [];
      while (index < lines.length && at(index).trim().startsWith('>')) {
        quote.push(at(index).trim().replace(/^>\s?/, ''));
        index += 1;
      }
      blocks.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      at(index).trim() !== '' &&
      !HEADING.test(at(index)) &&
      !at(index).trim().startsWith('```') &&
      !UNORDERED.test(at(index)) &&
      !ORDERED.test(at(index))
    ) {
      paragraph.push(at(index).trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*\*)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (token.startsWith('**')) parts.push({ kind: 'strong', text: token.slice(2, -2) });
    else if (token.startsWith('`')) parts.push({ kind: 'code', text: token.slice(1, -1) });
    else if (token.startsWith('[')) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      parts.push({ kind: 'link', text: link?.[1] ?? token, href: link?.[2] ?? '' });
    } else parts.push({ kind: 'em', text: token.slice(1, -1) });
    last = start + token.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
