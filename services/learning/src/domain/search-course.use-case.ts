import type { ClosestModule, CourseSearchHit, CourseSearchQuery, CourseSearchResponse } from '@academy/contracts';
import type { CourseSearchRepository, CourseSearchRow } from '../data/course-search.repository.ts';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { ModulesRepository, ModuleSummaryRow } from '../data/modules.repository.ts';
import type { Logger } from '@academy/service-kit';
import type { Rephraser } from '../data/mentor-llm.client.ts';
import { expandQuestion } from './course-search-synonyms.ts';
import { accessFor } from './list-modules.use-case.ts';

export interface CourseSearchDeps {
  courseSearch: CourseSearchRepository;
  modules: ModulesRepository;
  entitlements: EntitlementsRepository;
  rephrase?: Rephraser;
  /** The request's logger, for the rephrasing's lines (they carry the request's id and trace). */
  logger?: Logger;
}

const MAX_HITS = 3;
const MAX_CLOSEST = 3;

interface NumberedModule {
  summary: ModuleSummaryRow;
  number: number;
}

const moduleLink = (id: number) => `/module/${id}`;
const moduleSource = (module: NumberedModule) => `Module ${module.number} · ${module.summary.title}`;

function hitOf(row: CourseSearchRow, catalogue: ReadonlyMap<number, NumberedModule>, ownsCourse: boolean): CourseSearchHit | undefined {
  if (row.kind === 'section') {
    const module = row.moduleId === null ? undefined : catalogue.get(row.moduleId);
    if (!module || row.sectionIndex === null) return undefined;
    const locked = accessFor(module.number, ownsCourse) === 'locked';
    return {
      kind: 'section',
      title: row.title,
      source: moduleSource(module),
      link: `${moduleLink(module.summary.id)}#section-${row.sectionIndex + 1}`,
      moduleId: module.summary.id,
      sectionNumber: row.sectionIndex + 1,
      access: locked ? 'locked' : 'open',
      // A locked module is named and linked (the way to buy it), its lessons never quoted.
      quote: locked ? null : row.quote,
    };
  }
  if (row.kind === 'case-study') {
    return { kind: 'case-study', title: row.title, source: 'Case study', link: '/', moduleId: null, sectionNumber: null, access: 'open', quote: row.quote };
  }
  const file = row.file ?? '';
  return {
    kind: 'template',
    title: row.title,
    source: `Template · ${file}`,
    link: `/api/templates/${file}`,
    moduleId: null,
    sectionNumber: null,
    access: 'open',
    quote: row.quote,
  };
}

/**
 * Modules to offer when nothing in the course answers: those whose title, category or description
 * share a word with the question; else the other modules of the one on screen's category; else
 * the first modules of the course.
 */
async function closestModules(
  deps: CourseSearchDeps,
  concepts: readonly (readonly string[])[],
  pageModuleId: number | undefined,
  catalogue: ReadonlyMap<number, NumberedModule>,
  ownsCourse: boolean,
): Promise<ClosestModule[]> {
  const ordered = [...catalogue.values()];
  const alike = (await deps.courseSearch.modulesLike(concepts, MAX_CLOSEST)).flatMap((row) => catalogue.get(row.id) ?? []);
  const onScreen = pageModuleId === undefined ? undefined : catalogue.get(pageModuleId);
  const sameCategory = onScreen
    ? ordered.filter((module) => module.summary.category === onScreen.summary.category && module.summary.id !== onScreen.summary.id)
    : [];
  const chosen = alike.length > 0 ? alike : sameCategory.length > 0 ? sameCategory : ordered;
  return chosen.slice(0, MAX_CLOSEST).map((module) => ({
    id: module.summary.id,
    moduleNumber: module.number,
    title: module.summary.title,
    link: moduleLink(module.summary.id),
    access: accessFor(module.number, ownsCourse) === 'locked' ? 'locked' : 'open',
  }));
}

/**
 * The mentor's answer from the course itself: the passages that match the question, each linked
 * to the section, case study or template it comes from. A learner with a quiz open gets hints
 * only: where the course teaches it, never a quote that could hold the answer (and quiz text is
 * not in the index at all).
 */
export async function searchCourse(deps: CourseSearchDeps, userId: string, query: CourseSearchQuery): Promise<CourseSearchResponse> {
  const question = query.q.trim();
  // The learner's words and their synonyms: "cut costs" finds the lessons on cost savings.
  const concepts = expandQuestion(question);
  const [summaries, ownsCourse, duringQuiz, rows] = await Promise.all([
    deps.modules.listSummaries(),
    deps.entitlements.ownsCourse(userId),
    deps.courseSearch.hasOpenQuizAttempt(userId),
    // More than shown: hits of unpublished modules are dropped, and a hint keeps sections only.
    deps.courseSearch.search(concepts, MAX_HITS * 4),
  ]);
  const catalogue = new Map(summaries.map((summary, index) => [summary.id, { summary, number: index + 1 }]));
  const hits = rows.flatMap((row) => hitOf(row, catalogue, ownsCourse) ?? []);
  // During a quiz the mentor points to where the module teaches it: sections, its own first.
  const found = (
    duringQuiz
      ? hits.filter((hit) => hit.kind === 'section').sort((a, b) => Number(b.moduleId === query.moduleId) - Number(a.moduleId === query.moduleId))
      : hits
  ).slice(0, MAX_HITS);

  if (found.length === 0) {
    return { mode: 'no-match', hits: [], closestModules: await closestModules(deps, concepts, query.moduleId, catalogue, ownsCourse), rephrased: null };
  }
  if (duringQuiz) {
    return { mode: 'hint', hits: found.map((hit) => ({ ...hit, quote: null })), closestModules: [], rephrased: null };
  }
  const passages = found.flatMap((hit) => (hit.quote === null ? [] : [{ source: hit.source, title: hit.title, quote: hit.quote }]));
  const rephrased = deps.rephrase && passages.length > 0 ? await deps.rephrase(question, passages, deps.logger) : null;
  return { mode: 'answer', hits: found, closestModules: [], rephrased };
}
