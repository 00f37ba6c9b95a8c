export {
  startStandIns,
  type OidcStandInOptions,
  type PaymentsStandInOptions,
  type RunningOidcStandIn,
  type RunningStandIns,
  type StandInsOptions,
} from './stand-ins.ts';
export { startDevMailbox, type DevMailbox, type MailboxMessage } from './mailbox/mailbox.ts';
export { startTestPaymentServer, type TestPaymentServer } from './payments/test-payment-server.ts';
export { cardOutcome } from './payments/test-cards.ts';
export { demoAdministratorEmails, developmentAccounts, type DevelopmentAccount } from './oidc/accounts.ts';
export { DEV_CLIENT_ID } from './oidc/provider.ts';
