import type { RunInTransaction as RunInServiceTransaction, Transaction } from '@academy/service-kit';
import type { schema } from './schema.ts';

/** A transaction on the learning database: repositories write in the caller's. */
export type LearningTx = Transaction<typeof schema>;

/** The one way the learning use cases open a transaction (the database's, given them as `transaction`). */
export type RunInTransaction = RunInServiceTransaction<typeof schema>;
