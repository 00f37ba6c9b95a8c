export { PaymentSuccessPage } from './payment-success-page.tsx';
export { PENDING_PAYMENT_STORAGE_KEY } from './pending-payment.ts';
