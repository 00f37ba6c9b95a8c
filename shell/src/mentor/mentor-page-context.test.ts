import type { LearningModule, ProgressRecord } from '@academy/contracts';
import type { MentorContext } from '@academy/web-kit';
import { describe, expect, it } from 'vitest';
import { mentorModuleContext, needsModuleDetails, readPageContext } from './mentor-page-context.ts';

const record: ProgressRecord = {
  moduleId: 4,
  completed: false,
  progressPercentage: 40,
  sectionsCompleted: [0, 1],
  quizCompleted: false,
  quizScore: null,
  videoWatched: false,
  timeSpent: 12,
  updatedAt: '2026-01-10T09:00:00.000Z',
};

const section = { title: 'A section', duration: 5, content: 'Text' };
const module: LearningModule = {
  id: 4,
  access: 'owned',
  title: 'Chatbots That Qualify Leads',
  description: 'Qualify leads around the clock.',
  category: 'customer acquisition',
  moduleNumber: 4,
  totalModules: 15,
  estimatedMinutes: 40,
  imageUrl: null,
  difficulty: 'intermediate',
  hasVideo: false,
  videoUrl: null,
  videoThumbnail: null,
  learningObjectives: [],
  content: { sections: [section, section, section, section, section] },
  quiz: { timeLimit: 10, passingScore: 70, questions: [{ id: 'q1', question: 'Why?', options: ['a', 'b'] }] },
};

describe('readPageContext', () => {
  it('accepts the seven pages and nothing else', () => {
    expect(readPageContext({ page: 'courses' })).toEqual({ page: 'courses' });
    expect(readPageContext(null)).toEqual({ page: null });
    expect(readPageContext({ page: 'settings' as 'courses' })).toEqual({ page: null });
  });

  it('reads what a module page tells about its module and ignores values of the wrong type', () => {
    const read = readPageContext({
      page: 'module',
      moduleId: 4,
      moduleTitle: 'Chatbots That Qualify Leads',
      hasQuiz: 'yes',
      progress: { completed: false, quizCompleted: 'no', sectionsCompleted: [0, 1] },
      learningContext: { currentSection: 'Designing the conversation', sectionProgress: 140, totalSections: 5 },
    } as unknown as MentorContext);

    expect(read).toEqual({
      page: 'module',
      module: {
        moduleId: 4,
        moduleTitle: 'Chatbots That Qualify Leads',
        hasQuiz: undefined,
        completed: false,
        quizCompleted: undefined,
        sectionsCompleted: [0, 1],
        currentSection: 'Designing the conversation',
        sectionProgress: undefined,
        totalSections: 5,
      },
    });
  });

  it('has no module without a valid module id', () => {
    expect(readPageContext({ page: 'module', moduleId: -1 })).toEqual({ page: 'module' });
  });
});

describe('mentorModuleContext', () => {
  it("prefers the page's facts over the progress record", () => {
    const facts = readPageContext({
      page: 'module',
      moduleId: 4,
      moduleTitle: 'Chatbots That Qualify Leads',
      hasQuiz: true,
      progress: { completed: true, quizCompleted: true, sectionsCompleted: [0, 1, 2, 3] },
      learningContext: { currentSection: 'Wrap-up', sectionProgress: 100 },
    }).module;

    expect(needsModuleDetails(facts)).toBe(false);
    expect(mentorModuleContext(facts, record, undefined)).toEqual({
      id: 4,
      title: 'Chatbots That Qualify Leads',
      hasQuiz: true,
      completed: true,
      quizCompleted: true,
      sectionProgress: 100,
      currentSectionTitle: 'Wrap-up',
    });
  });

  it('fills in from the progress record and the module when the page told only its module id', () => {
    const facts = readPageContext({ page: 'module', moduleId: 4 }).module;

    expect(needsModuleDetails(facts)).toBe(true);
    expect(mentorModuleContext(facts, record, undefined)).toBeUndefined();
    expect(mentorModuleContext(facts, record, module)).toEqual({
      id: 4,
      title: 'Chatbots That Qualify Leads',
      hasQuiz: true,
      completed: false,
      quizCompleted: false,
      sectionProgress: 40,
    });
  });

  it('counts a module without progress as not started', () => {
    const facts = readPageContext({ page: 'module', moduleId: 4 }).module;

    expect(mentorModuleContext(facts, undefined, { ...module, quiz: null })).toMatchObject({
      hasQuiz: false,
      completed: false,
      sectionProgress: 0,
    });
  });
});
