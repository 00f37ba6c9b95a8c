export { ServicesPage } from './services-page.tsx';
