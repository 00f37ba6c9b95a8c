export { startStandIns, type RunningStandIns, type StandInsOptions } from './stand-ins.ts';
export { startDevMailbox, type DevMailbox, type MailboxMessage } from './mailbox/mailbox.ts';
