import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, pending, renderPage, stubFetch, type StubAnswer, type StubbedCall } from '@academy/web-kit/testing';
import { progressFixture, statsFixture } from '../../test/learner-fixtures.ts';
import { fakeLearningService } from '../../test/learning-service-fake.ts';
import { moduleFixture, modules } from '../../test/modules-fixture.ts';
import { modulesKeys } from '../modules/index.ts';
import { statsKeys, statsQuery } from '../stats/index.ts';
import { ModulePage } from './module-page.tsx';

const quizModule = moduleFixture({
  id: 4,
  title: 'Measuring AI ROI',
  quiz: {
    timeLimit: 5,
    passingScore: 70,
    questions: [
      { id: 'q1', question: 'What does CAC measure?', options: ['The cost to win a customer', 'Customer annual churn'] },
      { id: 'q2', question: 'Which channel first?', options: ['All at once', 'One channel'] },
    ],
  },
});

const videoModule = moduleFixture({
  id: 5,
  title: 'Video walkthrough',
  hasVideo: true,
  videoUrl: '/media/walkthrough.mp4',
  videoThumbnail: '/media/walkthrough.jpg',
});

const allModules = [...modules, quizModule, videoModule];

function openModule(id: number, records = [] as Parameters<typeof fakeLearningService>[1]) {
  const service = fakeLearningService(allModules, records);
  const calls = stubFetch(service.routes);
  const rendered = renderPage(ModulePage, { routePath: '/module/$id', url: `/module/${id}` });
  return { ...rendered, calls, service };
}

const sidebar = () => screen.getByRole('navigation', { name: 'Sections' });
const placeholders = () => [...document.querySelectorAll('[data-placeholder]')].map((placeholder) => placeholder.textContent);

/** Waits for the learner's record on the module (the bar is a placeholder until then). */
const progressShown = () => screen.findByRole('progressbar', { name: 'Module progress' });

describe('ModulePage', () => {
  it('while the module loads, says so', async () => {
    stubFetch({ 'GET /api/modules/1': pending, 'GET /api/progress': { body: [] } });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading module...');
  });

  it("while the learner's progress loads, shows the lessons, with placeholders for the bar, Mark Complete and the quiz", async () => {
    stubFetch({ 'GET /api/modules/4': { body: quizModule }, 'GET /api/progress': pending });
    const { platform } = renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Measuring AI ROI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where AI helps' })).toBeInTheDocument();
    expect(screen.getByText('CAC').tagName).toBe('STRONG');
    expect(within(sidebar()).getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('progressbar', { name: 'Module progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quiz Locked' })).not.toBeInTheDocument();
    expect(placeholders()).toEqual([
      expect.stringContaining('Module progress'),
      expect.stringContaining('Mark Complete'),
      expect.stringContaining('Quiz Locked'),
    ]);
    // The mentor is not told a progress the page does not know.
    await vi.waitFor(() =>
      expect(platform.setMentorContext).toHaveBeenLastCalledWith(
        expect.objectContaining({ moduleId: 4, learningContext: { currentSection: 'Where AI helps', totalSections: 3 } }),
      ),
    );
    expect(platform.setMentorContext).not.toHaveBeenCalledWith(expect.objectContaining({ progress: expect.anything() }));
  });

  it("starts the visit's study clock only once the learner's record is here (its opening heartbeat is a write)", async () => {
    let answerProgress: (answer: { body: unknown }) => void = () => undefined;
    const calls = stubFetch({
      'GET /api/modules/4': { body: quizModule },
      'GET /api/progress': () => new Promise<never>((resolve) => (answerProgress = resolve as never)),
      'POST /api/study-sessions': { status: 204 },
    });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Measuring AI ROI' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.url === '/api/study-sessions')).toEqual([]);
    answerProgress({ body: [] });
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/study-sessions')).toHaveLength(1));
  });

  it("with the module as the slice ships it (not yet the API's answer), shows its outline and objectives, the lock a placeholder", async () => {
    const shipped = {
      ...allModules[1]!,
      access: 'locked' as const,
      content: { sections: allModules[1]!.content.sections.map((section) => ({ ...section, content: '' })) },
    };
    stubFetch({ 'GET /api/modules/2': pending, 'GET /api/progress': pending });
    renderPage(ModulePage, {
      routePath: '/module/$id',
      url: '/module/2',
      seed: (queryClient) => queryClient.setQueryDefaults(modulesKeys.detail(2), { placeholderData: shipped }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Content Marketing and SEO' })).toBeInTheDocument();
    expect(
      within(sidebar())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Where AI helps10 min', '2Your ideal customer12 min', '3The sprint8 min']);
    expect(screen.getByRole('region', { name: 'Learning Objectives' })).toBeInTheDocument();
    // Whether the learner owns it is theirs to know: neither the lock nor the lessons yet, and the
    // progress line an owner will see keeps its room.
    expect(screen.queryByRole('link', { name: 'Get Lifetime Access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This module is part of the full course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Module progress' })).not.toBeInTheDocument();
    expect(placeholders()).toEqual([expect.stringContaining('Module progress'), expect.stringContaining('This module is part of the full course')]);
  });

  it('with module 1 as the slice ships it, shows its lessons: it is the preview for everyone', async () => {
    stubFetch({ 'GET /api/modules/1': pending, 'GET /api/progress': pending });
    renderPage(ModulePage, {
      routePath: '/module/$id',
      url: '/module/1',
      seed: (queryClient) => queryClient.setQueryDefaults(modulesKeys.detail(1), { placeholderData: allModules[0] }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where AI helps' })).toBeInTheDocument();
    expect(within(sidebar()).getAllByRole('button')).toHaveLength(3);
  });

  it('when the modules cannot be loaded, shows the error with Retry', async () => {
    stubFetch({ 'GET /api/modules/1': failure(500, 'boom'), 'GET /api/progress': { body: [] } });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/500: .*boom/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the progress cannot be loaded, says so with Retry', async () => {
    stubFetch({ 'GET /api/modules/1': { body: allModules[0] }, 'GET /api/progress': failure(502, 'gateway'), 'GET /api/stats': { body: statsFixture() } });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your progress could not be loaded');
    expect(alert).toHaveTextContent(/502: .*gateway/);
  });

  it('keeps the learner on the module when a later read of the progress fails (a connection lost mid-way)', async () => {
    let progressFails = false;
    stubFetch({
      'GET /api/modules/1': { body: allModules[0] },
      'GET /api/progress': () => (progressFails ? failure(502, 'gateway') : { body: [] }),
      'GET /api/stats': { body: statsFixture() },
    });
    const { queryClient } = renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await progressShown();
    progressFails = true;
    await queryClient.refetchQueries({ queryKey: ['learning', 'progress'] });
    // The read did fail; the record already shown stays.
    await waitFor(() => expect(queryClient.getQueryState(['learning', 'progress', 'list'])?.status).toBe('error'));
    expect(screen.queryByText('Your progress could not be loaded')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('fetches only its own module with its body, never the catalogue list', async () => {
    const { calls } = openModule(1);
    await screen.findByRole('heading', { level: 2, name: 'Where AI helps' });
    const reads = calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/modules')).map((call) => call.url);
    expect(reads).toEqual(['/api/modules/1']);
  });

  it('for an unknown id, says the module does not exist and links back to the courses', async () => {
    openModule(99);
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The learning module you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('for an id that is not a number, says the module does not exist', async () => {
    openModule(Number.NaN);
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
  });

  it('shows the header, the sections with durations, the first section and the objectives', async () => {
    const { platform } = openModule(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();
    expect(screen.getByText('beginner')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Module completed' })).not.toBeInTheDocument();
    const sections = within(sidebar()).getAllByRole('button');
    expect(sections.map((button) => button.textContent)).toEqual(['1Where AI helps10 min', '2Your ideal customer12 min', '3The sprint8 min']);
    expect(sections[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Where AI helps' })).toBeInTheDocument();
    expect(screen.getByText('CAC').tagName).toBe('STRONG');
    const objectives = screen.getByRole('region', { name: 'Learning Objectives' });
    expect(
      within(objectives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calculate your customer acquisition cost', 'Plan a 30-day sprint']);
    await vi.waitFor(() =>
      expect(platform.setMentorContext).toHaveBeenLastCalledWith({
        page: 'module',
        moduleId: 1,
        moduleTitle: 'AI-Powered Customer Acquisition Strategies',
        hasQuiz: false,
        progress: { completed: false, quizCompleted: false, sectionsCompleted: [] },
        learningContext: { currentSection: 'Where AI helps', sectionProgress: 0, totalSections: 3 },
      }),
    );
  });

  it('shows the displayed percent (sections 60, video 20, quiz 20), ticks for done sections and the trophy when completed', async () => {
    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 2], progressPercentage: 53 })]);
    expect(await screen.findByText('40% complete')).toBeInTheDocument();
    const items = within(sidebar()).getAllByRole('button');
    expect(items.map((item) => within(item).queryByText('Completed:') !== null)).toEqual([true, false, true]);
    expect(screen.queryByRole('img', { name: 'Module completed' })).not.toBeInTheDocument();
  });

  it('a completed module shows 100% and the trophy', async () => {
    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 1, 2], progressPercentage: 100, completed: true })]);
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Module completed' })).toBeInTheDocument();
  });

  it('Mark Complete sends the mark as an intent, then the button is gone and the tick shows', async () => {
    const { calls, service, queryClient } = openModule(1);
    await queryClient.fetchQuery(statsQuery);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/progress').map((call) => call.body)).toEqual([{ moduleId: 1, markSection: 0 }]);
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(within(sidebar()).getAllByRole('button')[0]).toHaveTextContent('Completed');
    expect(await screen.findByText('20% complete')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(sidebar()).getAllByRole('button')[0]).toHaveTextContent('Completed:'));
    expect(service.records.get(1)?.sectionsCompleted).toEqual([0]);
    // The dashboard's figures are read again the next time they are shown.
    await vi.waitFor(() => expect(queryClient.getQueryState(statsKeys.summary())?.isInvalidated).toBe(true));
  });

  it('a section already done has no Mark Complete button', async () => {
    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0], progressPercentage: 27 })]);
    await progressShown();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next Section/ }));
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('while marks are on their way, shows them as saving; answers arriving out of order keep every mark', async () => {
    const service = fakeLearningService(allModules);
    const held: Array<() => void> = [];
    // A slow connection: each answer waits until the test lets it through.
    const answer = service.routes['POST /api/progress'] as (call: StubbedCall) => StubAnswer;
    const slow = (call: StubbedCall) => new Promise<StubAnswer>((resolve) => held.push(() => resolve(answer(call)))) as unknown as Promise<never>;
    stubFetch({ ...service.routes, 'POST /api/progress': slow });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    await userEvent.click(screen.getByRole('button', { name: /Next Section/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving your progress...');
    const [first, second] = within(sidebar()).getAllByRole('button');
    expect(first).toHaveTextContent('Completed (saving):');
    expect(second).toHaveTextContent('Completed (saving):');
    expect(screen.getByText('40% complete')).toBeInTheDocument();

    held[1]?.();
    held[0]?.();
    await vi.waitFor(() => expect(within(sidebar()).getAllByRole('button')[1]).toHaveTextContent('Completed:'));
    expect(within(sidebar()).getAllByRole('button')[0]).toHaveTextContent('Completed:');
    expect(screen.getByText('40% complete')).toBeInTheDocument();
    expect(service.records.get(1)?.sectionsCompleted).toEqual([0, 1]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the service fails or the browser is offline, keeps the mark, says it is not saved yet, and sends it again when back online', async () => {
    const service = fakeLearningService(allModules);
    let down = true;
    const calls = stubFetch({
      ...service.routes,
      'POST /api/progress': (call) => {
        if (down) throw new TypeError('Failed to fetch');
        return (service.routes['POST /api/progress'] as (c: StubbedCall) => StubAnswer)(call);
      },
    });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('1 mark is not saved yet: kept on this device and sent again as soon as the connection allows.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(within(sidebar()).getAllByRole('button')[0]).toHaveTextContent('Completed (saving):');
    expect(JSON.parse(localStorage.getItem('academy.learning.pending-marks.1') ?? '[]')).toEqual([{ kind: 'section', index: 0 }]);

    down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(service.records.get(1)?.sectionsCompleted).toEqual([0]));
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(localStorage.getItem('academy.learning.pending-marks.1')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/progress' && call.method === 'POST').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the marks kept from a visit that ended offline as soon as the module opens again', async () => {
    localStorage.setItem('academy.learning.pending-marks.1', JSON.stringify([{ kind: 'section', index: 1 }]));
    const { calls, service } = openModule(1);
    await screen.findByRole('heading', { level: 2, name: 'Where AI helps' });
    await vi.waitFor(() => expect(service.records.get(1)?.sectionsCompleted).toEqual([1]));
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/progress').map((call) => call.body)).toEqual([{ moduleId: 1, markSection: 1 }]);
  });

  it('when the service refuses a mark, takes it back and says why', async () => {
    stubFetch({
      'GET /api/modules/1': { body: allModules[0] },
      'GET /api/progress': { body: [] },
      'GET /api/stats': { body: statsFixture() },
      'POST /api/progress': failure(403, 'This module is part of the full course.'),
    });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Section 1 could not be saved (403:');
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    expect(localStorage.getItem('academy.learning.pending-marks.1')).toBeNull();
  });

  it('moves between sections with Previous and Next; the last section offers Complete Module to the courses', async () => {
    openModule(1);
    const previous = await screen.findByRole('button', { name: 'Previous Section' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next Section' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your ideal customer' })).toBeInTheDocument();
    expect(screen.getByText('Export your customers.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete Module' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Section' }));
    expect(screen.getByRole('heading', { level: 2, name: 'The sprint' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Section' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Module' })).toHaveAttribute('href', '/courses');
    await userEvent.click(previous);
    expect(screen.getByRole('heading', { level: 2, name: 'Your ideal customer' })).toBeInTheDocument();
  });

  it('opens the section a link names (/module/1#section-3, as the mentor links), and the first for a section it does not have', async () => {
    const service = fakeLearningService(allModules, []);
    stubFetch(service.routes);
    const linked = renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1#section-3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'The sprint' })).toBeInTheDocument();
    linked.unmount();
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1#section-9' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where AI helps' })).toBeInTheDocument();
  });

  it('opens a section chosen in the sidebar', async () => {
    openModule(1);
    await screen.findByRole('navigation', { name: 'Sections' });
    await userEvent.click(within(sidebar()).getByRole('button', { name: /The sprint/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'The sprint' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: /The sprint/ })).toHaveAttribute('aria-current', 'step');
  });

  it('shows the video with its poster; playing it to the end saves it as watched', async () => {
    const { calls } = openModule(5);
    const video = await screen.findByLabelText('Video: Video walkthrough');
    expect(video).toHaveAttribute('src', '/media/walkthrough.mp4');
    expect(video).toHaveAttribute('poster', '/media/walkthrough.jpg');
    fireEvent.ended(video);
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url === '/api/progress')?.body).toEqual({ moduleId: 5, videoWatched: true }),
    );
    expect(await screen.findByText('Watched')).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
  });

  it('shows no video card without a video URL', async () => {
    stubFetch(fakeLearningService([moduleFixture({ id: 1, title: 'No file', hasVideo: true, videoUrl: null })]).routes);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await screen.findByRole('heading', { level: 1, name: 'No file' });
    expect(screen.queryByLabelText(/^Video:/)).not.toBeInTheDocument();
  });

  it('keeps the quiz locked until every section is done, saying how far the learner is', async () => {
    openModule(4, [progressFixture({ moduleId: 4, sectionsCompleted: [1], progressPercentage: 27 })]);
    const locked = await screen.findByRole('region', { name: 'Quiz Locked' });
    expect(within(locked).getByText('Complete all 3 sections to unlock the quiz.')).toBeInTheDocument();
    expect(within(locked).getByText('Progress: 1 of 3 sections completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
    expect(screen.queryByText('Content Completed!')).not.toBeInTheDocument();
  });

  it('a module without a quiz shows no quiz card', async () => {
    openModule(1);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Quiz Locked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
  });

  it('when the last section is marked, unlocks the quiz and says the content is completed', async () => {
    openModule(4, [progressFixture({ moduleId: 4, sectionsCompleted: [0, 1], progressPercentage: 53 })]);
    await userEvent.click(await screen.findByRole('button', { name: /The sprint/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const notice = await screen.findByText('Content Completed!');
    expect(notice.parentElement).toHaveTextContent('Scroll down to take the quiz and complete this module!');
    expect(screen.getByRole('button', { name: 'Start Quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quiz Locked' })).not.toBeInTheDocument();
  });

  it('shows Module Completed! when the module becomes completed during the visit, and not on the next visit', async () => {
    const { unmount } = openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 1], progressPercentage: 53 })]);
    await userEvent.click(await screen.findByRole('button', { name: /The sprint/ }));
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Module Completed!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Module completed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
    unmount();

    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 1, 2], progressPercentage: 100, completed: true })]);
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
  });

  it('shows no Module Completed! for a module already completed whose record arrives after the page has opened', async () => {
    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 1, 2], progressPercentage: 100, completed: true })]);
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Module completed' })).toBeInTheDocument();
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
  });

  it('does not show Module Completed! again for a module this browser already announced', async () => {
    localStorage.setItem('academy.learning.module-completed-notice.1', '2024-05-01T10:00:00.000Z');
    openModule(1, [progressFixture({ moduleId: 1, sectionsCompleted: [0, 1], progressPercentage: 53 })]);
    await userEvent.click(await screen.findByRole('button', { name: /The sprint/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByRole('img', { name: 'Module completed' })).toBeInTheDocument();
    expect(screen.queryByText('Module Completed!')).not.toBeInTheDocument();
  });

  it('for a module the learner does not own, lists its sections and offers lifetime access instead of the lessons', async () => {
    const { calls } = openModule(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Scoring and Qualification' })).toBeInTheDocument();
    expect(
      within(sidebar())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Why score leads9 min', '2Build the score14 min']);
    expect(within(sidebar()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This module is part of the full course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Lifetime Access' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /Mark Complete|Next Section|Start Quiz/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/% complete/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/study-sessions')).toBe(false);
  });

  it('records the visit as study time when the learner leaves the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls, unmount } = openModule(1);
      await screen.findByRole('button', { name: 'Mark Complete' });
      vi.advanceTimersByTime(5_000);
      unmount();
      const beat = calls.find((call) => call.url === '/api/study-sessions' && call.keepalive);
      expect(beat).toEqual(expect.objectContaining({ method: 'POST', keepalive: true, body: expect.objectContaining({ moduleId: 1 }) }));
    } finally {
      vi.useRealTimers();
    }
  });
});
