import { describe, expect, it } from 'vitest';
import { parseModuleFile } from '../../src/learning/module-file.ts';

const file = (frontMatter: string, body = '## A\n<!-- duration: 5 -->\n\nText.') => `---\n${frontMatter}\n---\n${body}`;
const valid = 'id: 3\ntitle: T\ndescription: D\ncategory: analytics & roi\ndifficulty: advanced\nestimatedMinutes: 15\nlearningObjectives: [Do it]';

describe('parseModuleFile', () => {
  it('reads sections with their durations', () => {
    const { meta, sections } = parseModuleFile('03-t.md', file(valid, '## One\n<!-- duration: 5 -->\n\nFirst.\n\n### Sub\nMore.\n\n## Two\n<!-- duration: 7 -->\nSecond.'));
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
    expect(parseModuleFile('q.md', file(quiz)).meta.quiz).toEqual({ timeLimit: 5, passingScore: 70, questions: [{ id: 'q1', question: 'Q', options: ['a', 'b'], answer: 1, explanation: '' }] });
  });

  it('refuses a file without front matter', () => {
    expect(() => parseModuleFile('plain.md', '## A\nText.')).toThrow(/plain\.md: missing YAML front matter/);
  });
});
