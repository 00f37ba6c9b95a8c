import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS_PER_MESSAGE,
  MENTOR_PAGES,
  QUICK_RECOMMENDATIONS,
  matchTopic,
  mentorSuggestions,
  openingMessage,
  proactiveTip,
  quickRecommendations,
  selectReply,
  summarizeProgress,
} from './mentor-rules.ts';
import {
  EXTRA_ASSISTANT_DELAY_MS,
  MENTOR_PANEL_SIZE,
  PREVIEW_CHARS,
  REPLY_DELAY_MS,
  SUGGESTION_CLICK_DELAY_MS,
  SUGGESTION_LIST_LIMIT,
  TIP_DELAY_MS,
  canSend,
  previewText,
  shouldSendOnKey,
  visibleSuggestions,
} from './mentor-view.ts';
import type { MentorContext, MentorModuleContext, MentorPage, MentorProgressSummary, MentorSuggestionContext } from './mentor-rules.ts';

const visitor: MentorContext = { signedIn: false };
const newLearner: MentorContext = {
  signedIn: true,
  progressSummary: { completedModules: 0, totalModules: 15, modulesInProgress: 0, currentStreak: 0 },
};
const activeLearner: MentorContext = {
  signedIn: true,
  progressSummary: { completedModules: 4, totalModules: 15, modulesInProgress: 2, currentStreak: 5 },
};
const moduleContext: MentorModuleContext = {
  id: 1,
  title: 'AI-Powered Customer Acquisition Strategies',
  hasQuiz: true,
  completed: false,
  quizCompleted: false,
  sectionProgress: 25,
  currentSectionTitle: 'Know your numbers',
};

describe('constants', () => {
  it('match the spec', () => {
    expect(MAX_SUGGESTIONS_PER_MESSAGE).toBe(3);
    expect(QUICK_RECOMMENDATIONS).toBe(2);
    expect(SUGGESTION_LIST_LIMIT).toBe(2);
    expect(PREVIEW_CHARS).toBe(60);
    expect(REPLY_DELAY_MS).toBe(1500);
    expect(SUGGESTION_CLICK_DELAY_MS).toBe(1000);
    expect(EXTRA_ASSISTANT_DELAY_MS).toBe(1000);
    expect(TIP_DELAY_MS).toBe(3000);
    expect(MENTOR_PANEL_SIZE).toEqual({ width: 384, height: 500 });
    expect(MENTOR_PAGES).toEqual(['landing', 'dashboard', 'module', 'courses', 'pricing', 'tools', 'analytics']);
  });
});

describe('matchTopic', () => {
  it.each([
    ['How do I start?', 'start'],
    ['Where should I begin', 'start'],
    ['I just started', 'start'],
    ['Can you help me?', 'help'],
    ["I'm stuck", 'help'],
    ['having trouble here', 'help'],
    ['this is difficult', 'help'],
    ['When is the quiz?', 'quiz'],
    ['Is there a TEST?', 'quiz'],
    ['Show my progress', 'progress'],
    ['Grow my business', 'business'],
    ['more revenue please', 'business'],
    ['what ROI can I expect', 'business'],
    ['How do I implement this', 'business'],
    ['which tool is best', 'tools'],
    ['open the calculator', 'tools'],
    ['What do you recommend?', 'recommend'],
    ['any suggestions', 'recommend'],
  ])('%j is %s', (message, topic) => {
    expect(matchTopic(message)).toBe(topic);
  });

  it('matches at the start of words only', () => {
    expect(matchTopic('the latest heroic contest')).toBeNull();
    expect(matchTopic('I am restarting')).toBeNull();
  });

  it.each([
    ['Help me start', 'start'],
    ['I am stuck on the quiz', 'help'],
    ['progress in my business', 'business'],
    ['business tools', 'business'],
    ['recommend a tool', 'tools'],
    ['recommend a quiz plan', 'recommend'],
    ['trouble with the ROI calculator', 'business'],
    ['a difficult quiz', 'help'],
    ['quiz progress', 'quiz'],
    ['implement my progress plan', 'progress'],
  ])('follows the spec order (start, help, business, tools, recommend, help, quiz, progress, business): %j is %s', (message, topic) => {
    expect(matchTopic(message)).toBe(topic);
  });

  it('returns null without a keyword', () => {
    expect(matchTopic('hello there')).toBeNull();
  });
});

describe('selectReply', () => {
  it('answers a keyword group whatever the page', () => {
    expect(selectReply('How do quizzes work?', 'pricing', newLearner).topic).toBe('quiz');
    expect(selectReply('How do quizzes work?', 'dashboard', newLearner).content).toContain('unlocks once every section');
  });

  it('falls back to the page reply, different on every page', () => {
    const contents = MENTOR_PAGES.map((page) => {
      const reply = selectReply('hello', page, newLearner);
      expect(reply.topic).toBe('page');
      return reply.content;
    });
    expect(new Set(contents).size).toBe(MENTOR_PAGES.length);
  });

  it("quotes the catalogue's course price on the landing and pricing pages, and no number without it", () => {
    const withPrice = { ...newLearner, coursePrice: '$120' };
    expect(selectReply('hello', 'pricing', withPrice).content).toContain('The full course is a one-time payment of $120: every module');
    expect(selectReply('hello', 'landing', withPrice).content).toContain('for a one-time $120 with lifetime access');
    for (const page of ['pricing', 'landing'] as const) expect(selectReply('hello', page, newLearner).content).not.toMatch(/\$\d/);
  });

  it('without a page, gives the generic reply', () => {
    const reply = selectReply('hello', null, newLearner);
    expect(reply.topic).toBe('generic');
    expect(reply.content).toContain('I can help you plan your learning');
  });

  it('every reply is 2 to 4 sentences and carries 1 to 3 suggestions', () => {
    const messages = ['start', 'help', 'quiz', 'progress', 'business', 'tool', 'recommend', 'hello'];
    for (const context of [visitor, newLearner, activeLearner, { ...activeLearner, currentModule: moduleContext }]) {
      for (const page of [...MENTOR_PAGES, null] as (MentorPage | null)[]) {
        for (const message of messages) {
          const reply = selectReply(message, page, context);
          const sentences = reply.content.split(/(?<=[.!?])\s+(?=[A-Z'])/).length;
          expect(sentences, `${message} on ${page}`).toBeGreaterThanOrEqual(2);
          expect(sentences, `${message} on ${page}`).toBeLessThanOrEqual(4);
          expect(reply.suggestions.length).toBeGreaterThanOrEqual(1);
          expect(reply.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_MESSAGE);
        }
      }
    }
  });

  it('each suggestion, when sent, reaches a keyword reply (no dead ends)', () => {
    const messages = ['start', 'help', 'quiz', 'progress', 'business', 'tool', 'recommend', 'hello'];
    for (const message of messages) {
      for (const suggestion of selectReply(message, 'dashboard', activeLearner).suggestions) {
        expect(matchTopic(suggestion), suggestion).not.toBeNull();
      }
    }
  });

  it('recommendations name the Starter, Professional and Enterprise plans', () => {
    for (const context of [visitor, newLearner, activeLearner]) {
      const content = selectReply('What do you recommend?', 'pricing', context).content;
      expect(content).toContain('Starter');
      expect(content).toContain('Professional');
      expect(content).toContain('Enterprise');
    }
  });

  it('the progress reply states the learner’s numbers', () => {
    const content = selectReply('How is my progress?', 'dashboard', activeLearner).content;
    expect(content).toContain("You've completed 4 of 15 modules (27%), with 2 in progress, and you're on a 5-day streak.");
  });

  it('the progress reply for a visitor explains tracking instead', () => {
    expect(selectReply('progress?', 'landing', visitor).content).toContain('Once you sign in');
  });

  it('the help reply names the section and module being studied', () => {
    const content = selectReply("I'm stuck", 'module', { ...activeLearner, currentModule: moduleContext }).content;
    expect(content).toContain("You're on 'Know your numbers' in 'AI-Powered Customer Acquisition Strategies'.");
  });

  it('the start reply differs for a visitor, a new learner and an active learner', () => {
    const a = selectReply('start', 'dashboard', visitor).content;
    const b = selectReply('start', 'dashboard', newLearner).content;
    const c = selectReply('start', 'dashboard', activeLearner).content;
    expect(new Set([a, b, c]).size).toBe(3);
    expect(b).toContain("Module 1, 'AI-Powered Customer Acquisition Strategies'");
    expect(c).toContain('4 of 15 modules completed and 2 modules in progress');
  });

  it('the recommendation for a learner in a module points to that module', () => {
    const content = selectReply('recommend', 'module', { ...activeLearner, currentModule: moduleContext }).content;
    expect(content).toContain("Finish 'AI-Powered Customer Acquisition Strategies' first");
  });
});

describe('openingMessage', () => {
  it('visitors get a generic welcome, the same on every page', () => {
    const texts = MENTOR_PAGES.map((page) => openingMessage(page, { signedIn: false }).content);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain("I'm your AI Learning Mentor");
  });

  it('a signed-in learner gets the page and their progress', () => {
    const message = openingMessage('dashboard', activeLearner);
    expect(message.content).toBe(
      "Welcome back! Here's where your learning stands. You've completed 4 of 15 modules, with 2 in progress. You're on a 5-day streak. How can I help today?",
    );
  });

  it('a learner without progress is pointed to Module 1', () => {
    expect(openingMessage('courses', newLearner).content).toBe(
      "Welcome back! I can help you choose which module to take next. You haven't started a module yet; Module 1 is a great first step. How can I help today?",
    );
  });

  it('differs by page for a signed-in learner', () => {
    expect(openingMessage('module', activeLearner).content).not.toBe(openingMessage('tools', activeLearner).content);
  });

  it('carries at most 3 suggestions', () => {
    expect(openingMessage('dashboard', activeLearner).suggestions.length).toBeLessThanOrEqual(3);
  });
});

describe('quickRecommendations', () => {
  it('gives exactly 2 short strings on every page', () => {
    for (const page of [...MENTOR_PAGES, null] as (MentorPage | null)[]) {
      for (const context of [visitor, newLearner, activeLearner]) {
        const list = quickRecommendations(page, context);
        expect(list).toHaveLength(QUICK_RECOMMENDATIONS);
        for (const text of list) expect(text.length).toBeLessThanOrEqual(50);
      }
    }
  });

  it('on the dashboard, depends on whether the learner has started', () => {
    expect(quickRecommendations('dashboard', newLearner)).not.toEqual(quickRecommendations('dashboard', activeLearner));
  });
});

describe('summarizeProgress', () => {
  it('counts completed and in-progress records', () => {
    expect(
      summarizeProgress(
        [
          { progressPercentage: 100, completed: true },
          { progressPercentage: 40, completed: false },
          { progressPercentage: 0, completed: false },
        ],
        15,
        3,
      ),
    ).toEqual({ completedModules: 1, totalModules: 15, modulesInProgress: 1, currentStreak: 3 });
  });
});

function summary(over: Partial<MentorProgressSummary> = {}): MentorProgressSummary {
  return { completedModules: 1, totalModules: 15, modulesInProgress: 1, currentStreak: 1, ...over };
}

function ctx(over: Partial<MentorSuggestionContext> = {}): MentorSuggestionContext {
  return { signedIn: true, page: 'tools', progressSummary: summary(), minutesInactive: 0, ...over };
}

const ids = (context: MentorSuggestionContext): string[] => mentorSuggestions(context).map((s) => s.id);

describe('mentorSuggestions', () => {
  it('loads nothing for a visitor, even when conditions hold', () => {
    expect(
      mentorSuggestions(ctx({ signedIn: false, page: 'dashboard', progressSummary: summary({ completedModules: 0, modulesInProgress: 0, currentStreak: 3 }) })),
    ).toEqual([]);
  });

  it('with no condition met, suggests nothing', () => {
    expect(ids(ctx())).toEqual([]);
  });

  describe('streak celebration: currentStreak > 0 and a multiple of 3', () => {
    it.each([
      [0, false],
      [1, false],
      [2, false],
      [3, true],
      [4, false],
      [6, true],
      [9, true],
      [10, false],
    ])('streak %i: %s', (currentStreak, shown) => {
      expect(ids(ctx({ progressSummary: summary({ currentStreak }) })).includes('streak-celebration')).toBe(shown);
    });

    it('is an encouragement naming the streak', () => {
      const [s] = mentorSuggestions(ctx({ progressSummary: summary({ currentStreak: 6 }) }));
      expect(s).toMatchObject({ type: 'encouragement', title: '6-Day Streak!' });
    });
  });

  describe('halfway encouragement: module completion > 50% and < 80%', () => {
    it.each([
      [5, 10, false], // 50%
      [51, 100, true], // 51%
      [79, 100, true], // 79%
      [8, 10, false], // 80%
      [3, 5, true], // 60%
      [0, 0, false],
    ])('%i of %i completed: %s', (completedModules, totalModules, shown) => {
      expect(ids(ctx({ progressSummary: summary({ completedModules, totalModules }) })).includes('halfway-encouragement')).toBe(shown);
    });
  });

  describe('section help: module page, module not completed, sectionProgress < 50', () => {
    it.each([
      [0, true],
      [49, true],
      [50, false],
      [75, false],
    ])('section progress %i: %s', (sectionProgress, shown) => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress } });
      expect(ids(context).includes('section-help')).toBe(shown);
    });

    it('not when the module is completed', () => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress: 0, completed: true } });
      expect(ids(context)).not.toContain('section-help');
    });

    it('not on another page', () => {
      expect(ids(ctx({ page: 'courses', currentModule: { ...moduleContext, sectionProgress: 0 } }))).not.toContain('section-help');
    });
  });

  describe('idle tip: more than 5 minutes inactive on an incomplete module', () => {
    it.each([
      [5, false],
      [5.5, true],
      [6, true],
    ])('%s minutes inactive: %s', (minutesInactive, shown) => {
      expect(ids(ctx({ page: 'module', currentModule: moduleContext, minutesInactive })).includes('idle-tip')).toBe(shown);
    });

    it('not on a completed module', () => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, completed: true }, minutesInactive: 10 });
      expect(ids(context)).not.toContain('idle-tip');
    });

    it('not without a module', () => {
      expect(ids(ctx({ page: 'dashboard', minutesInactive: 10 }))).not.toContain('idle-tip');
    });
  });

  describe('quiz preparation: quizCompleted false and completed false', () => {
    it('shown when neither is true', () => {
      expect(ids(ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress: 75 } }))).toContain('quiz-preparation');
    });

    it('says whether the quiz is still locked or already open', () => {
      const tip = (sectionProgress: number) =>
        mentorSuggestions(ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress } })).find((s) => s.id === 'quiz-preparation')?.content;
      expect(tip(75)).toMatch(/^The quiz unlocks once every section is complete\. Review the learning objectives/);
      expect(tip(100)).toMatch(/^Every section is done, so the quiz is open\. Review the learning objectives/);
    });

    it('not once the quiz is passed', () => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress: 75, quizCompleted: true } });
      expect(ids(context)).not.toContain('quiz-preparation');
    });

    it('not once the module is completed', () => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress: 100, completed: true } });
      expect(ids(context)).not.toContain('quiz-preparation');
    });

    it('not for a module without a quiz', () => {
      const context = ctx({ page: 'module', currentModule: { ...moduleContext, sectionProgress: 75, hasQuiz: false } });
      expect(ids(context)).not.toContain('quiz-preparation');
    });
  });

  describe('focus tip: courses page with more than 2 modules in progress', () => {
    it.each([
      [2, false],
      [3, true],
      [5, true],
    ])('%i in progress: %s', (modulesInProgress, shown) => {
      expect(ids(ctx({ page: 'courses', progressSummary: summary({ modulesInProgress }) })).includes('focus-tip')).toBe(shown);
    });

    it('not on another page', () => {
      expect(ids(ctx({ page: 'dashboard', progressSummary: summary({ modulesInProgress: 4 }) }))).not.toContain('focus-tip');
    });
  });

  describe('new-user tip: dashboard with no progress', () => {
    it('shown with nothing completed and nothing in progress', () => {
      const context = ctx({ page: 'dashboard', progressSummary: summary({ completedModules: 0, modulesInProgress: 0 }) });
      expect(ids(context)).toContain('new-user');
    });

    it('not with one module in progress', () => {
      const context = ctx({ page: 'dashboard', progressSummary: summary({ completedModules: 0, modulesInProgress: 1 }) });
      expect(ids(context)).not.toContain('new-user');
    });

    it('not with one module completed', () => {
      const context = ctx({ page: 'dashboard', progressSummary: summary({ completedModules: 1, modulesInProgress: 0 }) });
      expect(ids(context)).not.toContain('new-user');
    });

    it('not on another page', () => {
      const context = ctx({ page: 'courses', progressSummary: summary({ completedModules: 0, modulesInProgress: 0 }) });
      expect(ids(context)).not.toContain('new-user');
    });
  });

  it('orders high before medium before low, and every suggestion is well formed', () => {
    const context = ctx({
      page: 'module',
      currentModule: moduleContext,
      minutesInactive: 9,
      progressSummary: summary({ completedModules: 9, totalModules: 15, currentStreak: 3 }),
    });
    const list = mentorSuggestions(context);
    expect(list.map((s) => s.id)).toEqual(['idle-tip', 'streak-celebration', 'section-help', 'quiz-preparation', 'halfway-encouragement']);
    for (const s of list) {
      expect(['tip', 'encouragement', 'next-step', 'resource']).toContain(s.type);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.content.length).toBeGreaterThan(PREVIEW_CHARS);
      expect(s.triggerCondition.length).toBeGreaterThan(0);
    }
    expect(visibleSuggestions(list).map((s) => s.id)).toEqual(['idle-tip', 'streak-celebration']);
    expect(proactiveTip(list)?.id).toBe('idle-tip');
  });

  it('no proactive tip without a high-priority suggestion', () => {
    expect(proactiveTip(mentorSuggestions(ctx({ progressSummary: summary({ currentStreak: 3 }) })))).toBeUndefined();
  });
});

describe('previewText', () => {
  it('keeps content of 60 characters or fewer', () => {
    const sixty = 'x'.repeat(60);
    expect(previewText(sixty)).toBe(sixty);
    expect(previewText('Short tip.')).toBe('Short tip.');
  });

  it('cuts longer content to 60 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(61);
    expect(previewText(text)).toBe(`${'a'.repeat(60)}...`);
    expect(previewText(`${'word '.repeat(11)}end of the line`)).toBe(`${'word '.repeat(11)}end o...`);
  });

  it('drops a space left at the cut before the ellipsis', () => {
    expect(previewText(`${'x'.repeat(59)} yz`)).toBe(`${'x'.repeat(59)}...`);
  });
});

describe('canSend', () => {
  it('needs non-blank input and no pending reply', () => {
    expect(canSend('Hi', false)).toBe(true);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('', false)).toBe(false);
    expect(canSend('Hi', true)).toBe(false);
  });
});

describe('shouldSendOnKey', () => {
  it('Enter sends; Shift+Enter and other keys do not', () => {
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(shouldSendOnKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(shouldSendOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });
});
