import { describe, expect, it } from 'vitest';
import { moduleOfFile, shippedCatalogue } from './shipped-modules.ts';

function moduleFile(id: number, { title = `Module ${id}`, quiz = true, extra = '' } = {}): { name: string; text: string } {
  const quizBlock = quiz
    ? [
        'quiz:',
        '  timeLimit: 10',
        '  passingScore: 70',
        '  questions:',
        '    - id: q1',
        '      question: "Which channel first?"',
        '      options: ["One", "All"]',
        '      answer: 0',
        '      explanation: "Focus wins."',
      ].join('\n')
    : '';
  const text = [
    '---',
    `id: ${id}`,
    `title: ${title}`,
    'description: "What it covers"',
    'category: customer acquisition',
    'difficulty: beginner',
    'estimatedMinutes: 30',
    'learningObjectives:',
    '  - Plan a sprint',
    extra,
    quizBlock,
    '---',
    '',
    '## Where AI helps',
    '<!-- duration: 10 -->',
    'Start with **CAC**.',
    '',
    '## The sprint',
    'One channel, one offer.',
    '',
  ].join('\n');
  return { name: `${String(id).padStart(2, '0')}-module.md`, text };
}

describe('moduleOfFile', () => {
  it('reads the front matter and one section per ## heading with its minutes, and leaves the quiz answers out', () => {
    const module = moduleOfFile('01-module.md', moduleFile(1).text);
    expect(module).toMatchObject({ id: 1, title: 'Module 1', description: 'What it covers', imageUrl: null, hasVideo: false, videoUrl: null });
    expect(module.content.sections).toEqual([
      { title: 'Where AI helps', duration: 10, content: 'Start with **CAC**.' },
      { title: 'The sprint', duration: 0, content: 'One channel, one offer.' },
    ]);
    expect(module.quiz).toEqual({ timeLimit: 10, passingScore: 70, questions: [{ id: 'q1', question: 'Which channel first?', options: ['One', 'All'] }] });
  });

  it('refuses a file without front matter, or with a field the contracts refuse, naming the file and the field', () => {
    expect(() => moduleOfFile('07-bad.md', '## Only a section\n')).toThrow('07-bad.md: missing YAML front matter');
    const expert = moduleFile(7).text.replace('difficulty: beginner', 'difficulty: expert');
    expect(() => moduleOfFile('07-bad.md', expert)).toThrow(/^07-bad\.md: difficulty: /);
  });
});

describe('shippedCatalogue', () => {
  it('answers as the API does a learner without the course: id order, numbered from 1, module 1 the preview, the rest locked', () => {
    const { summaries, modules } = shippedCatalogue([moduleFile(12, { quiz: false }), moduleFile(3), moduleFile(5)]);
    expect(summaries.map(({ id, moduleNumber, totalModules, access }) => `${id} ${moduleNumber}/${totalModules} ${access}`)).toEqual([
      '3 1/3 preview',
      '5 2/3 locked',
      '12 3/3 locked',
    ]);
    expect(summaries.map(({ sectionCount, hasQuiz, progress }) => ({ sectionCount, hasQuiz, progress }))).toEqual([
      { sectionCount: 2, hasQuiz: true, progress: null },
      { sectionCount: 2, hasQuiz: true, progress: null },
      { sectionCount: 2, hasQuiz: false, progress: null },
    ]);
    expect(modules.map(({ id }) => id)).toEqual([3, 5, 12]);
  });

  it('keeps the lessons and questions of the preview, and leaves out those of a locked module (they are published to every learner)', () => {
    const { modules } = shippedCatalogue([moduleFile(1, { extra: 'videoUrl: /media/one.mp4' }), moduleFile(2, { extra: 'videoUrl: /media/two.mp4' })]);
    const [preview, locked] = modules;
    expect(preview?.content.sections.map(({ content }) => content)).toEqual(['Start with **CAC**.', 'One channel, one offer.']);
    expect(preview?.quiz?.questions).toHaveLength(1);
    expect(preview?.videoUrl).toBe('/media/one.mp4');
    expect(locked?.content.sections).toEqual([
      { title: 'Where AI helps', duration: 10, content: '' },
      { title: 'The sprint', duration: 0, content: '' },
    ]);
    expect(locked?.quiz?.questions).toEqual([]);
    expect(locked).toMatchObject({ hasVideo: true, videoUrl: null });
  });

  it('refuses two files with the same module id', () => {
    expect(() => shippedCatalogue([moduleFile(4), moduleFile(4, { title: 'Another' })])).toThrow('A module id is used by more than one file');
  });
});
