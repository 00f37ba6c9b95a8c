export { LazySubscriptionSection } from './lazy-subscription-section.tsx';
