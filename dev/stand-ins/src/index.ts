export { startStandIns, type PaymentsStandInOptions, type RunningStandIns, type StandInsOptions } from './stand-ins.ts';
export { startDevMailbox, type DevMailbox, type MailboxMessage } from './mailbox/mailbox.ts';
export { startTestPaymentServer, type TestPaymentServer } from './payments/test-payment-server.ts';
export { cardOutcome } from './payments/test-cards.ts';
