export { PricingPage } from './pricing-page.tsx';
