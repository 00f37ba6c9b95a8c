import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSkillAssessment } from '../src/data/content-files.ts';
import { parseModuleFile } from '../src/data/content-loader.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const file = (frontMatter: string, body = '## A\n<!-- duration: 5 -->\n\nText.') => `---\n${frontMatter}\n---\n${body}`;
const valid = 'id: 3\ntitle: T\ndescription: D\ncategory: analytics & roi\ndifficulty: advanced\nestimatedMinutes: 15\nlearningObjectives: [Do it]';

describe('parseModuleFile', () => {
  it('reads sections with their durations', () => {
    const row = parseModuleFile('03-t.md', file(valid, '## One\n<!-- duration: 5 -->\n\nFirst.\n\n### Sub\nMore.\n\n## Two\n<!-- duration: 7 -->\nSecond.'));
    expect(row.slug).toBe('t');
    expect(row.sections).toEqual([
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
});

describe('loadSkillAssessment', () => {
  it('reads the questions and three recommendations per level', async () => {
    const assessment = await loadSkillAssessment(fixtures);
    expect(assessment.questions).toHaveLength(10);
    expect(Object.values(assessment.levels).map((list) => list.length)).toEqual([3, 3, 3, 3]);
  });

  it('refuses a level whose recommendations repeat, naming the file and the level', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'assessment-'));
    try {
      const yaml = await readFile(path.join(fixtures, 'skill-assessment.yaml'), 'utf8');
      const repeated = yaml.replace(/( {2}Advanced:\n {4}- (".*")\n) {4}- ".*"\n/, '$1    - $2\n');
      expect(repeated).not.toBe(yaml);
      await writeFile(path.join(dir, 'skill-assessment.yaml'), repeated);
      await expect(loadSkillAssessment(dir)).rejects.toThrow(/skill-assessment\.yaml: levels\.Advanced: three different recommendations/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
