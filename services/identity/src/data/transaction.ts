import type { RunInTransaction as RunInServiceTransaction, Transaction } from '@academy/service-kit';
import type { schema } from './schema.ts';

/** A transaction on the identity database: repositories write in the caller's. */
export type IdentityTx = Transaction<typeof schema>;

/** The one way the identity use cases open a transaction (the database's, given them as `transaction`). */
export type RunInTransaction = RunInServiceTransaction<typeof schema>;
