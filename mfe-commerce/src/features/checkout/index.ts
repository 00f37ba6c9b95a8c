export { CheckoutPage } from './checkout-page.tsx';
export { PaymentForm } from './payment-form.tsx';
