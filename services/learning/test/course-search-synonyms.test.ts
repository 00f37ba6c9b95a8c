import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COURSE_SYNONYMS, expandQuestion, lookupForm } from '../src/domain/course-search-synonyms.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

async function courseText(): Promise<string> {
  const modules = path.join(content, 'modules');
  const templates = path.join(content, 'templates');
  const files = [
    ...(await readdir(modules)).map((file) => path.join(modules, file)),
    ...(await readdir(templates)).map((file) => path.join(templates, file)),
    path.join(content, 'case-studies.yaml'),
  ];
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n').toLowerCase();
}

describe('expandQuestion', () => {
  it('gives a listed word the rest of its group, whatever its case, plural or punctuation', () => {
    expect(expandQuestion('cut costs')).toEqual([
      ['cut', 'reduce', 'lower', 'trim', 'slash', 'save', 'saving', 'savings', 'cheaper'],
      ['costs', 'expense', 'spend', 'spending', 'overhead', 'outgoings'],
    ]);
    expect(expandQuestion('Chatbots?')).toEqual([['Chatbots?', 'bot', 'chat assistant', 'website assistant', 'virtual assistant', 'live chat']]);
    expect(expandQuestion('more enquiries')[1]).toEqual(['enquiries', 'lead', 'prospect', 'inquiry']);
  });

  it('keeps every word of the question in order, unlisted ones alone (the search drops the stop words)', () => {
    expect(expandQuestion('  how do I make more money with chatbots ')).toEqual([
      ['how'],
      ['do'],
      ['I'],
      ['make'],
      ['more'],
      ['money', 'revenue', 'sales', 'income', 'turnover', 'takings', 'earnings'],
      ['with'],
      ['chatbots', 'bot', 'chat assistant', 'website assistant', 'virtual assistant', 'live chat'],
    ]);
    expect(expandQuestion('A/B testing, e-mail!')).toEqual([['A/B'], ['testing,'], ['e-mail!']]);
    expect(expandQuestion(' ? ')).toEqual([]);
  });

  it('takes a listed phrase before the words in it', () => {
    expect(expandQuestion('return on investment of live chat')).toEqual([
      ['return on investment', 'roi', 'payback'],
      ['of'],
      ['live chat', 'chatbot', 'bot', 'chat assistant', 'website assistant', 'virtual assistant'],
    ]);
    expect(expandQuestion('the bottom line')).toEqual([['the'], ['bottom line', 'profit', 'margin']]);
    // A phrase's words apart are words.
    expect(expandQuestion('return the investment')).toEqual([['return'], ['the'], ['investment']]);
  });
});

describe('the synonym list', () => {
  it('gives each word one group: lower case, trimmed, none in two groups', () => {
    const seen = new Map<string, number>();
    COURSE_SYNONYMS.forEach((group, index) => {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const term of group) {
        expect(term).toBe(term.trim().toLowerCase());
        const key = term.split(' ').map(lookupForm).join(' ');
        expect(seen.get(key) ?? index, `"${term}" is in two groups`).toBe(index);
        seen.set(key, index);
      }
    });
  });

  it('names in each group something the course teaches: one of its terms is in the lessons, case studies or templates', async () => {
    const text = await courseText();
    for (const group of COURSE_SYNONYMS) {
      expect(
        group.some((term) => new RegExp(`\\b${term}`, 'u').test(text)),
        group.join(', '),
      ).toBe(true);
    }
  });
});
