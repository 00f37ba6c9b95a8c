export { PricingPage, RESUME_PURCHASE_PATH } from './pricing-page.tsx';
