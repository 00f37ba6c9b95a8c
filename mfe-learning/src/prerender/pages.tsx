// What the learning slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ownedPage, prerenderRoute, shippedContentPath, type PrerenderedPage } from '@academy/web-kit/prerender';
import type { QueryClient } from '@tanstack/react-query';
import { CoursesPage } from '../features/courses/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { ModulePage } from '../features/module-reader/index.ts';
import { modulesKeys } from '../features/modules/index.ts';
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

/** /courses: every module's card, what the learner owns and has done still loading. */
export const coursesRoute = ownedPage('/courses', CoursesPage);

/** /module/$id: the module's header, sections and objectives; module 1's lessons too (the preview, open to everyone). */
export const moduleRoute = ownedPage('/module/$id', ModulePage);

/** '/': the welcome, the modules to continue with and the rest of the dashboard, the learner's figures still loading. */
export const dashboardRoute = ownedPage('/', DashboardPage);

export async function pages(): Promise<PrerenderedPage[]> {
  const catalogue = readShippedCatalogue();
  const seed = seedShippedModules(catalogue);
  return [
    ...(await prerenderRoute(coursesRoute, { seed })),
    ...(await prerenderRoute(moduleRoute, { seed, urls: catalogue.modules.map((module) => `/module/${module.id}`) })),
    ...(await prerenderRoute(dashboardRoute, { seed })),
  ];
}
