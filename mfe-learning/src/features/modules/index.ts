export { CoursesPage } from './courses-page.tsx';
export { categoryLabel, categoryStyle } from './category-style.ts';
export { modulesQuery, useModule, useModules } from './data/queries.ts';
