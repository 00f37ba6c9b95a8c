import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PrerenderedPage } from '@academy/web-kit/prerender';
import { drawnAsFarAs, firstViews, outline, pending, renderPage, signedOut, stubFetch, visibleText, type StubReply } from '@academy/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursesPage } from '../features/courses/index.ts';
import { moduleFixture, summaryOf } from '../test/modules-fixture.ts';
import {
  assessmentFile,
  certificateRoute,
  coursesRoute,
  dashboardRoute,
  moduleRoute,
  modulesDir,
  onboardingRoute,
  pages,
  readShippedCatalogue,
  seedShippedModules,
  seedShippedQuestions,
  shippedQuestions,
  skillAssessmentRoute,
  verifyPageUrl,
  verifyRoute,
} from './pages.tsx';

/** The module files read on their own terms, to hold the prerender to them. */
const files = readdirSync(modulesDir())
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const text = readFileSync(path.join(modulesDir(), name), 'utf8');
    const [, front = '', body = ''] = text.split(/^---$/m);
    const meta = parse(front) as { id: number; title: string; description: string; quiz?: { questions: { question: string }[] } };
    const lessons = body.split(/^## .+$/m).slice(1);
    return { ...meta, lessons };
  })
  .sort((a, b) => a.id - b.id);

/** A run of plain words from a lesson (no markdown around it), as the page would show it. */
function lessonWords(lesson: string): string {
  const run = /[A-Za-z][A-Za-z ,']{40,}/.exec(lesson.replace(/<!--[^>]*-->/g, ''));
  if (!run) throw new Error(`no plain sentence in ${lesson.slice(0, 80)}`);
  return run[0].trim();
}

const catalogue = readShippedCatalogue();
const seed = seedShippedModules(catalogue);

function markupHolder(page: PrerenderedPage | undefined): HTMLElement {
  if (!page) throw new Error('page not drawn');
  const holder = document.createElement('div');
  holder.innerHTML = page.markup;
  return holder;
}

/**
 * The static page as the app draws it once it is there: a form kept as a placeholder until then live,
 * its status line gone. The form's is the page's only placeholder but for `otherPlaceholders` of data.
 */
function withFormLive(holder: HTMLElement, otherPlaceholders = 0): string {
  const placeholders = [...holder.querySelectorAll('[data-placeholder]')];
  expect(placeholders).toHaveLength(1 + otherPlaceholders);
  const forms = placeholders.filter((placeholder) => placeholder.querySelector('input, textarea, select, button'));
  expect(forms).toHaveLength(1);
  const [form] = forms;
  expect(form?.hasAttribute('inert')).toBe(true);
  expect(form?.previousElementSibling?.getAttribute('role')).toBe('status');
  form?.previousElementSibling?.remove();
  form?.replaceWith(...form.childNodes);
  return [...holder.children].map((child) => outline(child)).join('\n');
}

/** The assessment file read on its own terms, answers and all, to hold the prerender to it. */
const assessment = parse(readFileSync(assessmentFile(), 'utf8')) as {
  questions: { id: string; category: string; question: string; options: string[]; answer: number }[];
};

/** Lets the app's first requests leave and their answers arrive. */
describe("the learning slice's prerendered pages", () => {
  let drawn: PrerenderedPage[];
  const page = (url: string, audience = 'member') => markupHolder(drawn.find((item) => item.url === url && item.audience === audience));

  beforeAll(async () => {
    drawn = await pages();
  });

  it('draws /courses, every module page, the dashboard, the assessment and the certificate for a signed-in learner, onboarding and the verification page for both, with nothing left spinning', () => {
    expect(files).toHaveLength(15);
    expect(drawn.map(({ url, audience }) => `${url} ${audience}`)).toEqual([
      '/courses member',
      ...files.map(({ id }) => `/module/${id} member`),
      '/ member',
      '/onboarding visitor',
      '/onboarding member',
      '/skill-assessment member',
      '/certificate member',
      '/verify/$id visitor',
      '/verify/$id member',
    ]);
    for (const { url, audience, markup } of drawn) {
      expect(markup, url).not.toContain('animate-spin');
      expect(markupHolder({ url, audience, markup }).querySelectorAll('h1'), url).toHaveLength(1);
    }
  });

  describe('/courses', () => {
    it('is drawn as the app first draws it from the shipped modules', async () => {
      const views = await firstViews({ route: coursesRoute, audience: 'member', seed });
      expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground> Learning Modules');
      expect(views.app).toBe(views.prerendered);
    });

    it("shows every shipped module's card in course order with its description; the learner's part of each is a placeholder", () => {
      const cards = [...page('/courses').querySelectorAll('ul[aria-label="Learning modules"] > li')];
      expect(cards).toHaveLength(files.length);
      expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(files.map(({ title }) => title));
      expect(cards.map((card) => card.querySelector('p.line-clamp-3')?.textContent)).toEqual(files.map(({ description }) => description));
      for (const [index, card] of cards.entries()) {
        expect(card.textContent, `card ${index + 1}`).toContain(`Module ${index + 1} of ${files.length}`);
        // Start, Continue, Review or Unlock is the learner's: none is a link yet.
        expect(card.querySelectorAll('[data-placeholder]'), `card ${index + 1}`).toHaveLength(1);
        expect(card.querySelector('a[href^="/module/"], a[href="/pricing"]'), `card ${index + 1}`).toBeNull();
        expect(card.textContent, `card ${index + 1}`).not.toContain('Locked');
        expect(card.textContent?.includes('Free preview'), `card ${index + 1}`).toBe(index === 0);
      }
    });
  });

  describe('/module/$id', () => {
    it.each(files.map(({ id, title }) => [id, title] as const))('draws /module/%i as the app first draws it, with its header', async (id, title) => {
      const views = await firstViews({ route: moduleRoute, url: `/module/${id}`, audience: 'member', seed });
      expect(views.prerendered).toContain(`<h1 .text-2xl font-bold tracking-tight text-foreground sm:text-3xl> ${title}`);
      expect(views.prerendered).toContain(`<p .mt-4 max-w-3xl text-muted-foreground> ${files[id - 1]?.description}`);
      expect(views.app).toBe(views.prerendered);
    });

    it("draws module 1, the preview for everyone, with its first lesson; the learner's progress, Mark Complete and the quiz as placeholders", () => {
      const holder = page('/module/1');
      const [first] = files;
      expect(holder.querySelector('h1')?.textContent).toBe(first?.title);
      expect(holder.textContent).toContain(lessonWords(first?.lessons[0] ?? ''));
      expect(holder.querySelectorAll('nav[aria-label="Sections"] button')).toHaveLength(first?.lessons.length ?? -1);
      const placeholders = [...holder.querySelectorAll('[data-placeholder]')].map((placeholder) => placeholder.textContent);
      expect(placeholders).toEqual([
        expect.stringContaining('Module progress'),
        expect.stringContaining('Mark Complete'),
        expect.stringContaining('Quiz Locked'),
      ]);
    });

    it('draws the other modules with their outline and objectives, the progress line and the lock as placeholders, without a word of their lessons', () => {
      for (const module of files.slice(1)) {
        const holder = page(`/module/${module.id}`);
        expect(holder.querySelector('h1')?.textContent, `module ${module.id}`).toBe(module.title);
        expect(holder.querySelectorAll('nav[aria-label="Sections"] li'), `module ${module.id}`).toHaveLength(module.lessons.length);
        expect(
          [...holder.querySelectorAll('[data-placeholder]')].map((placeholder) => placeholder.textContent),
          `module ${module.id}`,
        ).toEqual([expect.stringContaining('Module progress'), expect.stringContaining('This module is part of the full course')]);
        for (const lesson of module.lessons) expect(holder.textContent, `module ${module.id}`).not.toContain(lessonWords(lesson));
        for (const { question } of module.quiz?.questions ?? []) expect(holder.textContent, `module ${module.id}`).not.toContain(question);
      }
    });
  });

  describe('/', () => {
    it('is drawn as the app first draws it, the welcome and its sentence for real', async () => {
      const views = await firstViews({ route: dashboardRoute, audience: 'member', seed });
      expect(views.prerendered).toContain('<h1 .text-2xl font-bold tracking-tight sm:text-3xl> Welcome back!');
      expect(views.prerendered).toContain('<p .mt-2 text-indigo-100> Every module you finish turns into time saved and revenue earned in your business.');
      expect(views.app).toBe(views.prerendered);
    });

    it("offers the first two modules and the progress panel as placeholders while the learner's records are unknown", () => {
      const holder = page('/');
      const continueCard = within(holder).getByRole('heading', { name: 'Continue Learning' }).closest('.rounded-card') as HTMLElement;
      expect(within(continueCard).getByRole('status')).toHaveTextContent('Loading your progress...');
      const next = continueCard.querySelector('[data-placeholder]');
      expect(next?.textContent).toContain(files[0]?.title);
      expect(next?.textContent).toContain(files[1]?.title);
      expect(next?.textContent).not.toContain(files[2]?.title);
      expect(within(holder).queryByRole('list', { name: 'Continue Learning' })).toBeNull();
      expect([...holder.querySelectorAll('[data-placeholder]')].filter((placeholder) => !placeholder.closest('#your-path'))).toHaveLength(3);
      // The learner's path keeps its room too, without a spinner.
      expect(holder.querySelector('#your-path [data-placeholder]')).not.toBeNull();
    });
  });

  describe('/onboarding', () => {
    it.each(['visitor', 'member'] as const)(
      "is drawn for a %s as the app first draws it, the first step's questions a placeholder of their size until the app is there to take the answers",
      async (audience) => {
        const views = await firstViews({ route: onboardingRoute, audience });
        const holder = page('/onboarding', audience);
        expect(holder.querySelector('h1')?.textContent).toBe("Let's shape your AI journey");
        expect(holder.querySelector('h2')?.textContent).toBe('Tell us about your business');
        expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading the questions...');
        // Every field and button is in the inert placeholder: nothing on the static page takes an answer the app would lose.
        const form = holder.querySelector('[data-placeholder]');
        expect(form?.querySelectorAll('input[type="radio"]').length).toBeGreaterThan(0);
        expect(holder.querySelectorAll('input, textarea, select, button')).toHaveLength(form?.querySelectorAll('input, textarea, select, button').length ?? -1);
        expect(withFormLive(holder)).toBe(views.app);
        expect(views.app).not.toContain('animate-pulse');
      },
    );

    it('is replaced by the app as soon as it draws, its questions live', async () => {
      const staticPage = page('/onboarding', 'visitor');
      const { container } = renderPage(onboardingRoute.component, { routePath: '/onboarding', auth: signedOut });
      await screen.findByRole('heading', { level: 1, name: "Let's shape your AI journey" }, { timeout: 15_000 });
      expect(drawnAsFarAs(container, staticPage)).toBe(true);
      expect(container.querySelector('[data-placeholder]')).toBeNull();
      expect(within(container).getAllByRole('radio').length).toBeGreaterThan(0);
    });
  });

  describe('/skill-assessment', () => {
    it('reads the questions as the API answers them: the file’s, in its order, without their answers', () => {
      const questions = shippedQuestions();
      expect(questions).toEqual(assessment.questions.map(({ id, category, question, options }) => ({ id, category, question, options })));
      expect(JSON.stringify(questions)).not.toContain('"answer"');
    });

    it('is drawn as the app first draws it from the shipped questions: the first question for real, its options a placeholder until the app is there', async () => {
      const views = await firstViews({ route: skillAssessmentRoute, audience: 'member', seed: seedShippedQuestions(shippedQuestions()) });
      const holder = page('/skill-assessment');
      const [first] = assessment.questions;
      expect(holder.querySelector('h1')?.textContent).toBe('AI Skills Assessment');
      expect(holder.querySelector('h2')?.textContent).toBe(first?.question);
      expect(holder.textContent).toContain(`Question 1 of ${assessment.questions.length}`);
      expect(holder.textContent).toContain(`${assessment.questions.length} questions`);
      const options = holder.querySelector('[data-placeholder]');
      expect([...(options?.querySelectorAll('label') ?? [])].map((label) => label.textContent?.slice(1))).toEqual(first?.options);
      expect(holder.querySelectorAll('input, button')).toHaveLength(options?.querySelectorAll('input, button').length ?? -1);
      // The learner's earlier results are not known: nothing drawn for them but a status line.
      expect([...holder.querySelectorAll('[role="status"]')].map((status) => status.textContent)).toEqual([
        'Loading the assessment...',
        'Loading your earlier results...',
      ]);
      expect(withFormLive(holder)).toBe(views.app);
    });

    it('is replaced by the app once its questions are in, whatever the earlier results', async () => {
      const staticPage = page('/skill-assessment');
      let answerQuestions: () => void = () => undefined;
      const questionsIn = new Promise<void>((resolve) => (answerQuestions = resolve));
      stubFetch({
        'GET /api/skill-assessments': pending,
        'GET /api/skill-assessment/questions': (() => questionsIn.then(() => ({ body: shippedQuestions() }))) as unknown as StubReply,
      });
      const { container } = renderPage(skillAssessmentRoute.component, { routePath: '/skill-assessment' });
      await waitFor(() => expect(container.querySelector('.animate-spin')).not.toBeNull());
      expect(drawnAsFarAs(container, staticPage)).toBe(false);
      answerQuestions();
      await waitFor(() => expect(drawnAsFarAs(container, staticPage)).toBe(true), { timeout: 15_000 });
      expect(within(container).getByRole('heading', { level: 2 })).toHaveTextContent(assessment.questions[0]?.question ?? '');
    });
  });

  describe('/certificate', () => {
    it('is drawn as the app first draws it: the heading, and the certificate a placeholder the size of the page of a learner who has none yet', async () => {
      const views = await firstViews({ route: certificateRoute, audience: 'member' });
      expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight> Your certificate');
      expect(views.app).toBe(views.prerendered);
      const holder = page('/certificate');
      expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading your certificate...');
      expect(holder.querySelector('h1')?.textContent).toBe('Your certificate');
      expect(visibleText(holder)).not.toContain('No certificate yet');
      expect(holder.querySelector('[data-placeholder] a')?.getAttribute('href')).toBe('/courses');
    });

    it('is replaced by the app at once; a learner without a certificate then sees it drawn in the same room', async () => {
      const staticPage = page('/certificate');
      stubFetch({ 'GET /api/certificates/mine': { body: null } });
      const { container } = renderPage(certificateRoute.component, { routePath: '/certificate' });
      await screen.findByRole('status', {}, { timeout: 15_000 });
      expect(drawnAsFarAs(container, staticPage)).toBe(true);
      await screen.findByRole('heading', { name: 'No certificate yet' }, { timeout: 15_000 });
      const placeholder = staticPage.querySelector('[data-placeholder]');
      expect(outline(container.querySelector('header')?.nextElementSibling as Element)).toBe(outline(placeholder?.firstElementChild as Element));
    });
  });

  describe('/verify/$id', () => {
    const number = '3f2c9a4e-1b7d-4c8e-9f60-5a1b2c3d4e5f';
    const verification = `GET /api/certificates/${number}/verification`;

    it.each(['visitor', 'member'] as const)(
      'is drawn once for every number, for a %s, as the app first draws it: the heading, the verdict a placeholder, the credential form a placeholder until the app is there',
      async (audience) => {
        const views = await firstViews({ route: verifyRoute, url: verifyPageUrl, audience });
        const holder = page('/verify/$id', audience);
        expect(holder.querySelector('h1')?.textContent).toBe('Certificate verification');
        expect([...holder.querySelectorAll('[role="status"]')].map((status) => status.textContent)).toEqual([
          'Checking the certificate...',
          'The credential check is loading...',
        ]);
        // No verdict is told before the server gives it, and no number the build made up is shown.
        expect(visibleText(holder)).not.toMatch(/Valid|Revoked|Unknown|Certificate number/);
        // Every field and button is in the form's inert placeholder: nothing typed into the static page is lost.
        const fields = holder.querySelectorAll('input, textarea, select, button');
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) expect(field.closest('[data-placeholder][inert]'), field.outerHTML).not.toBeNull();
        expect(withFormLive(holder, 1)).toBe(views.app);
      },
    );

    it("is the app's first view at a real certificate's number, and replaced by the app while the certificate is checked", async () => {
      const staticPage = page('/verify/$id', 'visitor');
      stubFetch({ [verification]: pending });
      const { container } = renderPage(verifyRoute.component, { routePath: '/verify/$id', url: `/verify/${number}`, auth: signedOut });
      await screen.findByRole('status', {}, { timeout: 15_000 });
      expect(drawnAsFarAs(container, staticPage)).toBe(true);
      expect([...container.children].map((child) => outline(child)).join('\n')).toBe(withFormLive(staticPage, 1));
    });

    it("draws the server's verdict in the placeholder's place", async () => {
      stubFetch({
        [verification]: { body: { status: 'unknown', reason: 'No certificate with this number was issued by this academy.', certificate: null } },
      });
      const { container } = renderPage(verifyRoute.component, { routePath: '/verify/$id', url: `/verify/${number}`, auth: signedOut });
      const verdict = await screen.findByRole('region', { name: 'Unknown certificate' }, { timeout: 15_000 });
      expect(verdict).toHaveTextContent(`Certificate number ${number}`);
      expect(container.querySelector('[data-placeholder]')).toBeNull();
    });
  });

  describe('the app in the browser, which has no shipped modules', () => {
    it('asks the API for the modules and shows what it says', async () => {
      const answered = moduleFixture({ id: 42, title: 'The only module the API knows', totalModules: 1, moduleNumber: 1, access: 'preview' });
      const calls = stubFetch({ 'GET /api/modules': { body: [summaryOf(answered)] }, 'GET /api/progress': { body: [] } });
      renderPage(CoursesPage, { routePath: '/courses', seed });
      const list = await screen.findByRole('list', { name: 'Learning modules' });
      await screen.findByRole('link', { name: 'Start Module: The only module the API knows' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(calls.map(({ method, url }) => `${method} ${url}`)).toContain('GET /api/modules');
    });

    // The shell swaps the app in once its page is drawn as far as the static one (shell/src/boot/swap-in-app.ts):
    // here with the modules in and everything else still on its way.
    it.each([
      ['/courses', coursesRoute, 'GET /api/modules', catalogue.summaries],
      ['/module/1', moduleRoute, 'GET /api/modules/1', catalogue.modules[0]],
      ['/module/2', moduleRoute, 'GET /api/modules/2', catalogue.modules[1]],
      ['/', dashboardRoute, 'GET /api/modules', catalogue.summaries],
    ] as const)('draws %s, once its modules are in but not the learner’s records, as far as the static page', async (url, route, modulesRead, answer) => {
      const staticPage = page(url);
      let answerModules: () => void = () => undefined;
      const modulesIn = new Promise<void>((resolve) => (answerModules = resolve));
      const othersPending = [
        'GET /api/progress',
        'GET /api/stats',
        'GET /api/ai-tools',
        'GET /api/featured-case-study',
        'GET /api/user-level',
        'GET /api/onboarding',
      ];
      stubFetch({
        ...Object.fromEntries(othersPending.map((read): [string, StubReply] => [read, pending])),
        // The stub's type has promised answers never settle; this one settles when the test says.
        [modulesRead]: (() => modulesIn.then(() => ({ body: answer }))) as unknown as StubReply,
      });
      const { container } = renderPage(route.component, { routePath: route.path, url });
      // The modules on their way: a spinner.
      await waitFor(() => expect(container.querySelector('.animate-spin')).not.toBeNull());
      expect(drawnAsFarAs(container, staticPage)).toBe(false);
      answerModules();
      // However long a busy machine takes to render the answer.
      await waitFor(() => expect(drawnAsFarAs(container, staticPage)).toBe(true), { timeout: 15_000 });
    });
  });
});
