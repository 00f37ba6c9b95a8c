// What the learning slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { skillQuestionsResponseSchema } from '@academy/contracts';
import { ownedPage, prerenderRoute, shippedContentPath, type PrerenderedPage } from '@academy/web-kit/prerender';
import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'yaml';
import { CertificatePage, VerifyCertificatePage } from '../features/certificate/index.ts';
import { CoursesPage } from '../features/courses/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { ModulePage } from '../features/module-reader/index.ts';
import { modulesKeys } from '../features/modules/index.ts';
import { OnboardingPage } from '../features/onboarding/index.ts';
import { SkillAssessmentPage, skillAssessmentKeys, type SkillQuestion } from '../features/skill-assessment/index.ts';
import { shippedCatalogue, type ShippedCatalogue } from './shipped-modules.ts';

/** The modules' content as it ships with the slice (the learning service loads the same files into its database). */
export function modulesDir(): string {
  return shippedContentPath('services/learning/content/modules');
}

/** The shipped modules as the API answers a learner who has bought nothing (shipped-modules.ts). */
export function readShippedCatalogue(dir = modulesDir()): ShippedCatalogue {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (names.length === 0) throw new Error(`prerender: no module files in ${dir}`);
  return shippedCatalogue(names.map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') })));
}

/**
 * Gives the modules' queries the shipped catalogue as placeholder data: the pages draw the modules
 * from it, and treat what it says about the learner (what they own, their progress) as not known.
 * Nothing is put in the cache: the app asks the API as ever.
 */
export function seedShippedModules({ summaries, modules }: ShippedCatalogue): (queryClient: QueryClient) => void {
  return (queryClient) => {
    queryClient.setQueryDefaults(modulesKeys.list(), { placeholderData: summaries });
    for (const module of modules) queryClient.setQueryDefaults(modulesKeys.detail(module.id), { placeholderData: module });
  };
}

/** The assessment's content as it ships with the slice (the learning service loads the same file). */
export function assessmentFile(): string {
  return shippedContentPath('services/learning/content/skill-assessment.yaml');
}

/** The assessment's questions as GET /api/skill-assessment/questions answers them: the file's, in its order, without their answers. */
export function shippedQuestions(file = assessmentFile()): SkillQuestion[] {
  const content: unknown = parse(readFileSync(file, 'utf8'));
  const entries: unknown = content !== null && typeof content === 'object' && 'questions' in content ? content.questions : null;
  if (!Array.isArray(entries)) throw new Error(`prerender: ${file} holds no list of questions`);
  const questions = skillQuestionsResponseSchema.safeParse(
    entries.map((entry: { id?: unknown; category?: unknown; question?: unknown; options?: unknown }) => ({
      id: entry.id,
      category: entry.category,
      question: entry.question,
      options: entry.options,
    })),
  );
  if (!questions.success)
    throw new Error(`prerender: ${file}: ${questions.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return questions.data;
}

/** Gives the questions' query the shipped questions as placeholder data, as the modules' (the app asks the API as ever). */
export function seedShippedQuestions(questions: SkillQuestion[]): (queryClient: QueryClient) => void {
  return (queryClient) => queryClient.setQueryDefaults(skillAssessmentKeys.questions(), { placeholderData: questions });
}

/** /courses: every module's card, what the learner owns and has done still loading. */
export const coursesRoute = ownedPage('/courses', CoursesPage);

/** /module/$id: the module's header, sections and objectives; module 1's lessons too (the preview, open to everyone). */
export const moduleRoute = ownedPage('/module/$id', ModulePage);

/** '/': the welcome, the modules to continue with and the rest of the dashboard, the learner's figures still loading. */
export const dashboardRoute = ownedPage('/', DashboardPage);

/** /onboarding, for a visitor and a member: the heading and the first step, its questions a placeholder until the app is there to take the answers. */
export const onboardingRoute = ownedPage('/onboarding', OnboardingPage);

/** /skill-assessment: the introduction and the first question; its options a placeholder until the app is there, the learner's earlier results not known. */
export const skillAssessmentRoute = ownedPage('/skill-assessment', SkillAssessmentPage);

/** /certificate: the heading; the learner's certificate a placeholder drawn as the page of a learner who has none yet. */
export const certificateRoute = ownedPage('/certificate', CertificatePage);

/**
 * /verify/$id, for a visitor and a member: one page for every certificate's number, which no build
 * knows (the route's own page, docs/decisions/059): the heading, the verdict a placeholder and the
 * credential check's form a placeholder until the app is there.
 */
export const verifyRoute = ownedPage('/verify/$id', VerifyCertificatePage);
export const verifyPageUrl = '/verify/00000000-0000-0000-0000-000000000000';

export async function pages(): Promise<PrerenderedPage[]> {
  const catalogue = readShippedCatalogue();
  const seed = seedShippedModules(catalogue);
  return [
    ...(await prerenderRoute(coursesRoute, { seed })),
    ...(await prerenderRoute(moduleRoute, { seed, urls: catalogue.modules.map((module) => `/module/${module.id}`) })),
    ...(await prerenderRoute(dashboardRoute, { seed })),
    ...(await prerenderRoute(onboardingRoute)),
    ...(await prerenderRoute(skillAssessmentRoute, { seed: seedShippedQuestions(shippedQuestions()) })),
    ...(await prerenderRoute(certificateRoute)),
    // Drawn at a number no certificate has (the first view shows none) and written as the route's page (pages/routes/verify-id.*.html).
    ...(await prerenderRoute(verifyRoute, { urls: [verifyPageUrl] })).map((page) => ({ ...page, url: verifyRoute.path })),
  ];
}
