export { CheckoutPage } from './checkout-page.tsx';
