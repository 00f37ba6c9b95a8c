import type { CourseSearchResponse, ProgressRecord, StatsResponse } from '@academy/contracts';
import { usePlatform, type MentorContext } from '@academy/web-kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueAt, importerOf, jsonResponse, learner, page, remoteApp, renderShell, stubFetch, type FetchRoutes } from '../../test/render-shell.tsx';
import { COURSE_ANSWER_LEAD, HINT_LEAD, NO_MATCH_LEAD, SEARCH_FAILED } from './mentor-course-reply.ts';
import { MAX_SUGGESTIONS_PER_MESSAGE, openingMessage, selectReply, summarizeProgress } from './mentor-rules.ts';
import { PREVIEW_CHARS } from './mentor-view.ts';

const LAUNCHER = 'Open AI Learning Mentor';

function progressRecord(moduleId: number, overrides: Partial<ProgressRecord> = {}): ProgressRecord {
  return {
    moduleId,
    completed: false,
    progressPercentage: 0,
    sectionsCompleted: [],
    quizCompleted: false,
    quizScore: null,
    videoWatched: false,
    timeSpent: 0,
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

function stats(overrides: Partial<StatsResponse> = {}): StatsResponse {
  return {
    currentStreak: 0,
    estimatedRoi: 0,
    estimatedRoiExplanation: [],
    totalStudyTime: 0,
    minutesToday: 0,
    completedModules: 0,
    totalModules: 15,
    timeZone: 'UTC',
    ...overrides,
  };
}

function learnerData(progress: ProgressRecord[], statsBody: StatsResponse): FetchRoutes {
  return {
    '/api/progress': () => jsonResponse(200, progress),
    '/api/stats': () => jsonResponse(200, statsBody),
  };
}

/** A remote page that reports its mentor context the way remotes do. */
function contextPage(heading: string, context: MentorContext) {
  return function ContextPage() {
    const { setMentorContext } = usePlatform();
    useEffect(() => {
      setMentorContext(context);
      return () => setMentorContext(null);
    }, [setMentorContext]);
    return <h1>{heading}</h1>;
  };
}

const moduleContext: MentorContext = {
  page: 'module',
  moduleId: 1,
  moduleTitle: 'AI-Powered Customer Acquisition Strategies',
  hasQuiz: true,
  progress: { completed: false, quizCompleted: false, sectionsCompleted: [0] },
  learningContext: { currentSection: 'Know your numbers', sectionProgress: 25 },
};

/** A module page whose learner passes the quiz, and tells the mentor, as the real one does. */
function ProgressingModulePage() {
  const { setMentorContext } = usePlatform();
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setMentorContext({
      ...moduleContext,
      progress: passed
        ? { completed: true, quizCompleted: true, sectionsCompleted: [0, 1, 2, 3] }
        : { completed: false, quizCompleted: false, sectionsCompleted: [0, 1, 2, 3] },
      learningContext: { currentSection: 'Know your numbers', sectionProgress: 100 },
    });
  }, [setMentorContext, passed]);
  useEffect(() => () => setMentorContext(null), [setMentorContext]);
  return (
    <>
      <h1>AI-Powered Customer Acquisition Strategies</h1>
      <button type="button" onClick={() => setPassed(true)}>
        Pass the quiz
      </button>
    </>
  );
}

/** A page that sets its context and never clears it. */
function ForgetfulPage() {
  const { setMentorContext } = usePlatform();
  useEffect(() => {
    setMentorContext({ page: 'courses' });
  }, [setMentorContext]);
  return <h1>Skill Assessment</h1>;
}

const learning = remoteApp('learning', [
  page('/skill-assessment', 'Skill Assessment', ForgetfulPage, 'signed-in'),
  page('/', 'Dashboard', contextPage('Welcome back, Lena!', { page: 'dashboard' }), 'signed-in'),
  page('/courses', 'Courses', contextPage('Learning Modules', { page: 'courses' }), 'signed-in'),
  page('/module/$id', 'Module', contextPage('AI-Powered Customer Acquisition Strategies', moduleContext), 'signed-in'),
]);

const progressingLearning = remoteApp('learning', [page('/module/$id', 'Module', ProgressingModulePage, 'signed-in')]);

/** Lets pending promises and zero-delay timers run (fake timers). */
async function settle() {
  for (let round = 0; round < 6; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function user() {
  return userEvent.setup({ delay: null });
}

async function openMentor() {
  await user().click(screen.getByRole('button', { name: LAUNCHER }));
  await settle();
  return screen.getByRole('dialog', { name: 'AI Learning Mentor' });
}

function messages(dialog: HTMLElement) {
  return within(within(dialog).getByRole('list', { name: 'Conversation' }))
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.role === 'user' || item.dataset.role === 'assistant');
}

function messageText(item: HTMLElement) {
  return item.querySelector('div')?.textContent;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-01-12T10:00:00.000Z'));
  // Testing Library drains its async helpers with a 0 ms timer; this is how it advances fake ones.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MentorWidget', () => {
  describe('for a visitor', () => {
    it('shows the round button with a red pulsing dot and reads no learner data', async () => {
      const fetchMock = stubFetch(null);
      renderShell({ path: '/' });
      await settle();

      const launcher = screen.getByRole('button', { name: LAUNCHER });
      const dot = launcher.querySelector('[data-slot="mentor-attention-dot"]');
      expect(dot?.querySelector('.animate-ping.bg-destructive\\/70')).not.toBeNull();
      expect(dot?.querySelector('.bg-destructive')).not.toBeNull();
      const paths = fetchMock.mock.calls.map(([input]) => String(input));
      expect(paths).not.toContain('/api/progress');
      expect(paths).not.toContain('/api/stats');
    });

    it('opens the panel with its title, subtitle and the generic welcome, and moves focus into it', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();

      const dialog = await openMentor();

      expect(dialog).toHaveAccessibleDescription('Your intelligent guide for AI business mastery');
      expect(dialog).toHaveAttribute('aria-modal', 'false');
      const [opening, ...rest] = messages(dialog);
      expect(rest).toEqual([]);
      expect(opening?.dataset.role).toBe('assistant');
      expect(messageText(opening!)).toBe(openingMessage('landing', { signedIn: false }).content);
      expect(messageText(opening!)).toMatch(/^Hi, I'm your AI Learning Mentor/);
      expect(within(dialog).getByRole('textbox', { name: 'Message the AI Learning Mentor' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: LAUNCHER })).not.toBeInTheDocument();
    });
  });

  describe('for a signed-in learner', () => {
    it('shows no pulsing dot', async () => {
      stubFetch(learner, learnerData([], stats()));
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();

      const launcher = screen.getByRole('button', { name: LAUNCHER });
      expect(launcher.querySelector('[data-slot="mentor-attention-dot"]')).toBeNull();
    });

    it('opens with a message from the page and the learner progress', async () => {
      const progress = [progressRecord(1, { completed: true, progressPercentage: 100 }), progressRecord(2, { progressPercentage: 40 })];
      stubFetch(learner, learnerData(progress, stats({ currentStreak: 2, completedModules: 1 })));
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();

      const dialog = await openMentor();

      const expected = openingMessage('dashboard', {
        signedIn: true,
        progressSummary: summarizeProgress(progress, 15, 2),
      }).content;
      const [opening] = messages(dialog);
      expect(messageText(opening!)).toBe(expected);
      expect(expected).toContain("Here's where your learning stands.");
      expect(expected).toContain("You've completed 1 of 15 modules, with 1 in progress.");
      expect(expected).toContain("You're on a 2-day streak.");
    });

    it("takes the page from a remote's setMentorContext: the courses page changes the opening message", async () => {
      stubFetch(learner, learnerData([], stats()));
      renderShell({ path: '/courses', importer: importerOf({ learning }) });
      await settle();
      expect(screen.getByRole('heading', { name: 'Learning Modules' })).toBeInTheDocument();

      const dialog = await openMentor();

      const [opening] = messages(dialog);
      expect(messageText(opening!)).toContain('I can help you choose which module to take next.');
      expect(within(dialog).getByRole('group', { name: 'Quick recommendations' })).toHaveTextContent('Which module should I start with?');
    });

    it('drops a page context once the learner goes to another page, even one its page did not clear', async () => {
      stubFetch(learner, learnerData([], stats()));
      const { shell } = renderShell({ path: '/skill-assessment', importer: importerOf({ learning }) });
      await settle();
      expect(shell.mentorContext.get()?.context).toEqual({ page: 'courses' });

      await act(async () => {
        await shell.router.navigate({ to: '/terms' });
      });
      await settle();

      expect(shell.mentorContext.get()).toBeNull();
      const dialog = await openMentor();
      const [opening] = messages(dialog);
      expect(messageText(opening!)).toBe(openingMessage(null, { signedIn: true, progressSummary: summarizeProgress([], 15, 0) }).content);
    });

    it('when the learner data cannot be read, still answers, without progress and without suggestions', async () => {
      stubFetch(learner, {
        '/api/progress': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Unexpected error', requestId: 'r-9' } }, 'Internal Server Error'),
        '/api/stats': () => jsonResponse(200, stats()),
      });
      const { toastStore } = renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      await advance(5000);

      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
      const dialog = await openMentor();
      expect(within(dialog).queryByRole('region', { name: 'Suggestions for you' })).not.toBeInTheDocument();
      const [opening] = messages(dialog);
      expect(messageText(opening!)).toBe("Welcome back! Here's where your learning stands. How can I help today?");
      // No toast raised (the toast area itself loads with the first toast).
      expect(toastStore.getSnapshot()).toEqual([]);
    });
  });

  describe('sending a message', () => {
    it("shows 'Thinking...' for 1.5 s, then the canned reply chosen by keyword, without a server call", async () => {
      const fetchMock = stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();
      const callsBefore = fetchMock.mock.calls.length;

      const input = within(dialog).getByRole('textbox', { name: 'Message the AI Learning Mentor' });
      await user().type(input, 'Which calculator should I use?{Enter}');

      expect(input).toHaveValue('');
      expect(messageText(messages(dialog).at(-1)!)).toBe('Which calculator should I use?');
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();

      await advance(1499);
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();
      expect(messages(dialog)).toHaveLength(2);

      await advance(1);
      expect(within(dialog).queryByText('Thinking...')).not.toBeInTheDocument();
      const answer = messages(dialog).at(-1)!;
      expect(answer.dataset.role).toBe('assistant');
      const expected = selectReply('Which calculator should I use?', 'landing', { signedIn: false });
      expect(expected.topic).toBe('tools');
      expect(messageText(answer)).toBe(expected.content);
      expect(screen.getByRole('status')).toHaveTextContent(`AI Learning Mentor: ${expected.content}`);
      expect(fetchMock.mock.calls.length).toBe(callsBefore);
    });

    it("answers a question without keywords with the page reply, quoting the catalogue's price", async () => {
      stubFetch(null, catalogueAt(12000));
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();

      await user().type(within(dialog).getByRole('textbox'), 'Hello there{Enter}');
      await advance(1500);

      expect(messageText(messages(dialog).at(-1)!)).toBe(selectReply('Hello there', 'landing', { signedIn: false, coursePrice: '$120' }).content);
      expect(messageText(messages(dialog).at(-1)!)).toContain('for a one-time $120 with lifetime access');
    });

    it('sends on Enter, while Shift+Enter inserts a new line', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();
      const input = within(dialog).getByRole('textbox');

      await user().type(input, 'First line{Shift>}{Enter}{/Shift}second line');

      expect(input).toHaveValue('First line\nsecond line');
      expect(messages(dialog)).toHaveLength(1);

      await user().type(input, '{Enter}');

      expect(input).toHaveValue('');
      expect(messageText(messages(dialog).at(-1)!)).toBe('First line\nsecond line');
    });

    it('disables the send button while the input is blank and while the mentor is thinking', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();
      const input = within(dialog).getByRole('textbox');
      const send = within(dialog).getByRole('button', { name: 'Send message' });

      expect(send).toBeDisabled();
      await user().type(input, '   ');
      expect(send).toBeDisabled();
      await user().type(input, '{Enter}');
      expect(messages(dialog)).toHaveLength(1);

      await user().type(input, 'How do I begin?');
      expect(send).toBeEnabled();
      await user().click(send);
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();

      await user().type(input, 'And then?');
      expect(send).toBeDisabled();
      await user().type(input, '{Enter}');
      expect(messages(dialog).filter((item) => item.dataset.role === 'user')).toHaveLength(1);

      await advance(1500);
      expect(send).toBeEnabled();
    });

    it('sends a suggested question 1 s after its button is pressed, at most 3 per message, with 2 quick recommendations', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();

      const suggested = within(dialog).getByRole('list', { name: 'Suggested questions' });
      const buttons = within(suggested).getAllByRole('button');
      expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_MESSAGE);
      expect(buttons.map((button) => button.textContent)).toEqual(openingMessage('landing', { signedIn: false }).suggestions);
      expect(within(within(dialog).getByRole('group', { name: 'Quick recommendations' })).getAllByRole('button')).toHaveLength(2);

      const question = buttons[0]!.textContent ?? '';
      fireEvent.click(buttons[0]!);
      await advance(999);
      expect(messages(dialog)).toHaveLength(1);

      await advance(1);
      expect(messageText(messages(dialog).at(-1)!)).toBe(question);
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();

      await advance(1500);
      const answer = messages(dialog).at(-1)!;
      expect(messageText(answer)).toBe(selectReply(question, 'landing', { signedIn: false }).content);
      const followUps = within(answer).getAllByRole('button');
      expect(followUps.length).toBeLessThanOrEqual(MAX_SUGGESTIONS_PER_MESSAGE);
      expect(within(dialog).getAllByRole('list', { name: 'Suggested questions' })).toHaveLength(1);
    });

    it('sends a quick recommendation 1 s after it is pressed', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();

      fireEvent.click(within(dialog).getByRole('button', { name: 'What does the course include?' }));
      await advance(1000);

      expect(messageText(messages(dialog).at(-1)!)).toBe('What does the course include?');
    });
  });

  describe('minimise and close', () => {
    it('minimises to the header and restores, closes with the close button and gives focus back to the button', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      const dialog = await openMentor();

      await user().click(within(dialog).getByRole('button', { name: 'Minimise AI Learning Mentor' }));
      expect(dialog).toHaveAttribute('data-state', 'minimised');
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'AI Learning Mentor' })).toBeInTheDocument();

      await user().click(within(dialog).getByRole('button', { name: 'Restore AI Learning Mentor' }));
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(messages(dialog)).toHaveLength(1);

      await user().click(within(dialog).getByRole('button', { name: 'Close AI Learning Mentor' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: LAUNCHER })).toHaveFocus();
    });

    it('closes on Escape and keeps the conversation for the next opening', async () => {
      stubFetch(null);
      renderShell({ path: '/' });
      await settle();
      let dialog = await openMentor();
      await user().type(within(dialog).getByRole('textbox'), 'How do I start?{Enter}');
      await advance(1500);

      await user().keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: LAUNCHER })).toHaveFocus();

      dialog = await openMentor();
      expect(messages(dialog)).toHaveLength(3);
    });
  });

  describe('suggestions and the proactive tip', () => {
    it('shows the tip 3 s after a high-priority suggestion exists; Dismiss hides it for good', async () => {
      stubFetch(learner, learnerData([], stats()));
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();

      await advance(2900);
      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
      await advance(100);
      const tip = screen.getByRole('complementary', { name: 'Welcome! Start Here' });
      expect(tip).toHaveTextContent("Begin with Module 1, 'AI-Powered Customer Acquisition Strategies'");
      expect(screen.getByRole('status')).toHaveTextContent(/^Tip: Welcome! Start Here\. Begin with Module 1/);

      await user().click(within(tip).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
      await advance(10_000);
      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
    });

    it('closes the tip with its close icon', async () => {
      stubFetch(learner, learnerData([], stats()));
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      await advance(3000);

      await user().click(within(screen.getByRole('complementary', { name: 'Welcome! Start Here' })).getByRole('button', { name: 'Close tip' }));

      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
    });

    it("the tip's action closes the tip and opens the chat", async () => {
      stubFetch(learner, learnerData([], stats()));
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      await advance(3000);

      await user().click(within(screen.getByRole('complementary', { name: 'Welcome! Start Here' })).getByRole('button', { name: 'Chat with the Mentor' }));
      await settle();

      expect(screen.queryByRole('complementary', { name: 'Welcome! Start Here' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'AI Learning Mentor' })).toBeInTheDocument();
    });

    it('shows no tip when no suggestion is high priority', async () => {
      stubFetch(learner, learnerData([progressRecord(1, { progressPercentage: 20 })], stats()));
      renderShell({ path: '/courses', importer: importerOf({ learning }) });
      await settle();
      await advance(10_000);

      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    });

    it('lists at most 2 suggestions with 60-character previews, and shows one in full when pressed', async () => {
      stubFetch(learner, learnerData([progressRecord(1, { sectionsCompleted: [0], progressPercentage: 20 })], stats({ currentStreak: 3 })));
      renderShell({ path: '/module/1', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      const list = within(dialog).getByRole('region', { name: 'Suggestions for you' });
      const items = within(list).getAllByRole('button');
      expect(items).toHaveLength(2);
      for (const item of items) {
        const preview = item.querySelectorAll('span > span')[1]?.textContent ?? '';
        expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 3);
      }
      expect(items[0]).toHaveTextContent('3-Day Streak!');
      expect(items[0]).toHaveTextContent(/\.\.\.$/);

      fireEvent.click(items[0]!);
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();
      await advance(1000);
      expect(messageText(messages(dialog).at(-1)!)).toMatch(/^3-Day Streak!: You've learned on 3 days in a row\./);
    });

    it('follows the module page as the learner progresses: new totals are read, and a completed module gets no idle tip', async () => {
      let record = progressRecord(1, { sectionsCompleted: [0, 1, 2, 3], progressPercentage: 80 });
      const fetchMock = stubFetch(learner, {
        '/api/progress': () => jsonResponse(200, [record]),
        '/api/stats': () => jsonResponse(200, stats()),
      });
      const progressReads = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/progress')).length;
      renderShell({ path: '/module/1', importer: importerOf({ learning: progressingLearning }) });
      await settle();
      const readsBefore = progressReads();
      expect(readsBefore).toBeGreaterThan(0);

      record = progressRecord(1, { sectionsCompleted: [0, 1, 2, 3], progressPercentage: 100, completed: true, quizCompleted: true, quizScore: 100 });
      fireEvent.click(screen.getByRole('button', { name: 'Pass the quiz' }));
      await settle();
      expect(progressReads()).toBe(readsBefore + 1);

      await advance(6 * 60_000);
      await advance(3_000);
      expect(screen.queryByRole('complementary', { name: 'Still With Us?' })).not.toBeInTheDocument();
    });

    it('offers the idle tip after more than 5 minutes without input on an unfinished module', async () => {
      stubFetch(learner, learnerData([progressRecord(1, { sectionsCompleted: [0], progressPercentage: 20 })], stats()));
      renderShell({ path: '/module/1', importer: importerOf({ learning }) });
      await settle();
      expect(screen.getByRole('heading', { name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();

      await advance(4 * 60_000);
      fireEvent.keyDown(window, { key: 'ArrowDown' });
      await advance(5 * 60_000);
      await advance(10);
      expect(screen.queryByRole('complementary', { name: 'Still With Us?' })).not.toBeInTheDocument();

      await advance(2900);
      expect(screen.queryByRole('complementary', { name: 'Still With Us?' })).not.toBeInTheDocument();
      await advance(100);
      expect(screen.getByRole('complementary', { name: 'Still With Us?' })).toBeInTheDocument();
    });
  });

  describe('answers from the course (signed in)', () => {
    const outbound = {
      kind: 'section',
      title: 'Outbound foundations: deliverability and the law',
      source: 'Module 4 · AI-Assisted Outbound and Email Follow-Up',
      link: '/module/4#section-1',
      moduleId: 4,
      sectionNumber: 1,
      access: 'open',
      quote: 'Before writing anything, get the foundations right, or your best-written emails will land in spam.',
    } as const;
    const lockedHit = {
      ...outbound,
      title: 'Follow-up, nurture and reactivation sequences',
      link: '/module/4#section-3',
      sectionNumber: 3,
      access: 'locked',
      quote: null,
    } as const;
    const answer = (body: Partial<CourseSearchResponse>): CourseSearchResponse => ({
      mode: 'answer',
      hits: [outbound],
      closestModules: [],
      rephrased: null,
      ...body,
    });
    const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
      fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith('/api/course-search'));

    async function ask(dialog: HTMLElement, question: string) {
      await user().type(within(dialog).getByRole('textbox', { name: 'Message the AI Learning Mentor' }), `${question}{Enter}`);
      await advance(1500);
      await settle();
    }

    it('quotes the passage that answers the question and links to its section; a locked module is named, not quoted', async () => {
      const fetchMock = stubFetch(learner, {
        ...learnerData([], stats()),
        '/api/course-search': () => jsonResponse(200, answer({ hits: [outbound, lockedHit] })),
      });
      renderShell({ path: '/module/1', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'How do I keep cold emails out of spam?');

      const reply = messages(dialog).at(-1)!;
      expect(messageText(reply)).toBe(COURSE_ANSWER_LEAD);
      const sources = within(reply).getByRole('list', { name: 'From the course' });
      const [first, second] = within(sources).getAllByRole('listitem');
      const link = within(first!).getByRole('link', {
        name: 'Module 4 · AI-Assisted Outbound and Email Follow-Up: Outbound foundations: deliverability and the law',
      });
      expect(link).toHaveAttribute('href', '/module/4#section-1');
      expect(first).toHaveTextContent(outbound.quote);
      expect(within(second!).getByRole('link')).toHaveAttribute('href', '/module/4#section-3');
      expect(second).toHaveTextContent('Part of the full course: get lifetime access to read it.');
      expect(second!.querySelector('blockquote')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(outbound.quote);
      // Asked once, with the module on screen.
      const [asked] = searches(fetchMock);
      expect(searches(fetchMock)).toHaveLength(1);
      expect(new URL(asked!, 'http://localhost').searchParams.get('q')).toBe('How do I keep cold emails out of spam?');
      expect(new URL(asked!, 'http://localhost').searchParams.get('moduleId')).toBe('1');
    });

    it("shows the model's rephrasing when there is one, with the passages it cites", async () => {
      stubFetch(learner, {
        ...learnerData([], stats()),
        '/api/course-search': () => jsonResponse(200, answer({ rephrased: 'Authenticate your domain first [1].' })),
      });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'What comes first for cold email?');

      const reply = messages(dialog).at(-1)!;
      expect(messageText(reply)).toBe('Authenticate your domain first [1].');
      expect(within(within(reply).getByRole('list', { name: 'From the course' })).getByRole('link')).toHaveAttribute('href', '/module/4#section-1');
    });

    it('during a quiz points to the section that teaches it, without a quote', async () => {
      stubFetch(learner, {
        ...learnerData([], stats()),
        '/api/course-search': () => jsonResponse(200, answer({ mode: 'hint', hits: [{ ...outbound, quote: null }] })),
      });
      renderShell({ path: '/module/4', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'Why do experienced senders use a separate, warmed-up domain for cold outbound?');

      const reply = messages(dialog).at(-1)!;
      expect(messageText(reply)).toBe(HINT_LEAD);
      const sources = within(reply).getByRole('list', { name: 'From the course' });
      expect(within(sources).getByRole('link')).toHaveAttribute('href', '/module/4#section-1');
      expect(sources.querySelector('blockquote')).toBeNull();
    });

    it('says when the course has nothing on it and offers the closest modules', async () => {
      const noMatch: CourseSearchResponse = {
        mode: 'no-match',
        hits: [],
        closestModules: [{ id: 15, moduleNumber: 15, title: 'Scaling AI: Portfolio and Governance', link: '/module/15', access: 'locked' }],
        rephrased: null,
      };
      stubFetch(learner, { ...learnerData([], stats()), '/api/course-search': () => jsonResponse(200, noMatch) });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'How do I knit a quantum sweater?');

      const reply = messages(dialog).at(-1)!;
      expect(messageText(reply)).toBe(NO_MATCH_LEAD);
      const closest = within(reply).getByRole('list', { name: 'Closest modules' });
      expect(within(closest).getByRole('link', { name: 'Module 15: Scaling AI: Portfolio and Governance' })).toHaveAttribute('href', '/module/15');
    });

    it('when the course has nothing and the question is about the academy, gives the keyword reply', async () => {
      stubFetch(learner, {
        ...learnerData([], stats()),
        '/api/course-search': () => jsonResponse(200, { mode: 'no-match', hits: [], closestModules: [], rephrased: null }),
      });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'Which calculator fits me?');

      expect(messageText(messages(dialog).at(-1)!)).toBe(selectReply('Which calculator fits me?', 'dashboard', { signedIn: true }).content);
    });

    it("keeps 'Thinking...' until the answer is here, and the send button disabled meanwhile", async () => {
      let deliver: (response: Response) => void = () => undefined;
      stubFetch(learner, { ...learnerData([], stats()), '/api/course-search': () => new Promise<Response>((resolve) => (deliver = resolve)) });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'How do I keep cold emails out of spam?');
      await advance(3000);
      expect(within(dialog).getByText('Thinking...')).toBeInTheDocument();
      await user().type(within(dialog).getByRole('textbox'), 'Another question');
      expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
      expect(messages(dialog)).toHaveLength(2);

      deliver(jsonResponse(200, answer({})));
      await settle();
      expect(within(dialog).queryByText('Thinking...')).not.toBeInTheDocument();
      expect(messageText(messages(dialog).at(-1)!)).toBe(COURSE_ANSWER_LEAD);
      expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeEnabled();
    });

    it('says so when the course cannot be searched, and offers the question again', async () => {
      let failing = true;
      stubFetch(learner, {
        ...learnerData([], stats()),
        '/api/course-search': () =>
          failing
            ? jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later', requestId: 'r-5' } }, 'Service Unavailable')
            : jsonResponse(200, answer({})),
      });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      await ask(dialog, 'How do I keep cold emails out of spam?');
      const reply = messages(dialog).at(-1)!;
      expect(messageText(reply)).toBe(SEARCH_FAILED);

      failing = false;
      fireEvent.click(within(reply).getByRole('button', { name: 'How do I keep cold emails out of spam?' }));
      await advance(1000);
      await advance(1500);
      await settle();
      expect(messageText(messages(dialog).at(-1)!)).toBe(COURSE_ANSWER_LEAD);
    });

    it("answers the mentor's own suggested questions locally, without searching", async () => {
      const fetchMock = stubFetch(learner, { ...learnerData([], stats()), '/api/course-search': () => jsonResponse(200, answer({})) });
      renderShell({ path: '/', importer: importerOf({ learning }) });
      await settle();
      const dialog = await openMentor();

      fireEvent.click(within(within(dialog).getByRole('group', { name: 'Quick recommendations' })).getAllByRole('button')[0]!);
      await advance(1000);
      await advance(1500);
      await settle();

      expect(messages(dialog).at(-1)!.dataset.role).toBe('assistant');
      expect(searches(fetchMock)).toEqual([]);
    });
  });
});
