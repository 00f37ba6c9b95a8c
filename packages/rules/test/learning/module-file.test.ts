import { describe, expect, it } from 'vitest';
import { parseModuleFile } from '../../src/learning/module-file.ts';

const file = (frontMatter: string, body = '## A\n<!-- duration: 5 -->\n\nText.') => `---\n${frontMatter}\n---\n${body}`;
const valid = 'id: 3\ntitle: T\ndescription: D\ncategory: analytics & roi\ndifficulty: advanced\nestimatedMinutes: 15\nlearningObjectives: [Do it]';

describe('parseModuleFile', () => {
  it('reads sections with their durations', () => {
    const { meta, sections } = parseModuleFile(
      '03-t.md',
      file(valid, '## One\n<!-- duration: 5 -->\n\nFirst.\n\n### Sub\nMore.\n\n## Two\n<!-- duration: 7 -->\nSecond.'),
    );
    expect(meta).toMatchObject({ id: 3, difficulty: 'advanced', quiz: null, imageUrl: null });
    expect(sections).toEqual([
      { title: 'One', duration: 5, content: 'First.\n\n### Sub\nMore.' },
      { title: 'Two', duration: 7, content: 'Second.' },
    ]);
  });

  it('names the file and the field when the front matter is invalid', () => {
    expect(() => parseModuleFile('bad.md', file(valid.replace('advanced', 'expert')))).toThrow(/bad\.md: difficulty/);
  });

  it('refuses a quiz answer that points at no option', () => {
    const quiz = `${valid}\nquiz:\n  timeLimit: 5\n  passingScore: 70\n  questions:\n    - { id: q1, question: Q, options: [a, b], answer: 2 }`;
    expect(() => parseModuleFile('q.md', file(quiz))).toThrow(/answer must index/);
  });

  it('refuses a file without sections', () => {
    expect(() => parseModuleFile('empty.md', file(valid, 'No headings here.'))).toThrow(/no sections/);
  });

  it('keeps a quiz’s answers and explanations, for the grader', () => {
    const quiz = `${valid}\nquiz:\n  timeLimit: 5\n  passingScore: 70\n  questions:\n    - { id: q1, question: Q, options: [a, b], answer: 1 }`;
    expect(parseModuleFile('q.md', file(quiz)).meta.quiz).toEqual({
      timeLimit: 5,
      passingScore: 70,
      questions: [{ id: 'q1', question: 'Q', options: ['a', 'b'], answer: 1, explanation: '' }],
    });
  });

  it('refuses a file without front matter', () => {
    expect(() => parseModuleFile('plain.md', '## A\nText.')).toThrow(/plain\.md: missing YAML front matter/);
  });
});

describe('parseModuleFile: version and what changed', () => {
  it('reads a file without a version as version 1 with no changes', () => {
    expect(parseModuleFile('03-t.md', file(valid)).meta).toMatchObject({ version: 1, changes: [] });
  });

  it('reads the version and its notes, newest first', () => {
    const versioned = `${valid}\nversion: 3\nchanges:\n  - { version: 2, date: 2026-01-10, note: Clearer example }\n  - { version: 3, date: 2026-03-02, note: New worked case }`;
    expect(parseModuleFile('03-t.md', file(versioned)).meta).toMatchObject({
      version: 3,
      changes: [
        { version: 3, date: '2026-03-02', note: 'New worked case' },
        { version: 2, date: '2026-01-10', note: 'Clearer example' },
      ],
    });
  });

  it('refuses a version after 1 without a note saying what changed in it', () => {
    expect(() => parseModuleFile('v.md', file(`${valid}\nversion: 2`))).toThrow(/v\.md: changes: version 2 needs a note/);
  });

  it('refuses a note for a version the file has not reached, or for version 1', () => {
    expect(() =>
      parseModuleFile(
        'v.md',
        file(`${valid}\nversion: 2\nchanges:\n  - { version: 2, date: 2026-01-10, note: A }\n  - { version: 3, date: 2026-01-11, note: B }`),
      ),
    ).toThrow(/changes: a note for version 3 .* version 2/);
    expect(() =>
      parseModuleFile(
        'v.md',
        file(`${valid}\nversion: 2\nchanges:\n  - { version: 1, date: 2026-01-10, note: A }\n  - { version: 2, date: 2026-01-10, note: B }`),
      ),
    ).toThrow(/changes\.0\.version/);
  });

  it('refuses two notes for one version and a date that is not a calendar day', () => {
    expect(() =>
      parseModuleFile(
        'v.md',
        file(`${valid}\nversion: 2\nchanges:\n  - { version: 2, date: 2026-01-10, note: A }\n  - { version: 2, date: 2026-01-11, note: B }`),
      ),
    ).toThrow(/one note per version/);
    expect(() => parseModuleFile('v.md', file(`${valid}\nversion: 2\nchanges:\n  - { version: 2, date: soon, note: A }`))).toThrow(/changes\.0\.date/);
  });
});
