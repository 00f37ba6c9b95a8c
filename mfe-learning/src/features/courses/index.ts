export { CoursesPage } from './courses-page.tsx';
