export { PurchasesSection } from './purchases-section.tsx';
