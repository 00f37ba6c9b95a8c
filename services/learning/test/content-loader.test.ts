import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSkillAssessment } from '../src/data/content-files.ts';
import { moduleRowOf } from '../src/data/content-loader.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const file = (frontMatter: string, body = '## A\n<!-- duration: 5 -->\n\nText.') => `---\n${frontMatter}\n---\n${body}`;
const valid = 'id: 3\ntitle: T\ndescription: D\ncategory: analytics & roi\ndifficulty: advanced\nestimatedMinutes: 15\nlearningObjectives: [Do it]';

describe('moduleRowOf', () => {
  it('stores the file’s module under the slug of its name, with its sections and no quiz', () => {
    const row = moduleRowOf('03-prompt-basics.md', file(valid));
    expect(row).toMatchObject({
      id: 3,
      slug: 'prompt-basics',
      category: 'analytics & roi',
      quiz: null,
      sections: [{ title: 'A', duration: 5, content: 'Text.' }],
    });
  });

  it('refuses an invalid file, naming it', () => {
    expect(() => moduleRowOf('bad.md', file(valid.replace('advanced', 'expert')))).toThrow(/bad\.md: difficulty/);
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
