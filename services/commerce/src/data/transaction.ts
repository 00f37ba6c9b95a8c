import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RunInTransaction as RunInServiceTransaction, Transaction } from '@academy/service-kit';
import type { schema } from './schema.ts';

export type CommerceDb = NodePgDatabase<typeof schema>;
/** A transaction on the commerce database: repositories write in the caller's. */
export type CommerceTx = Transaction<typeof schema>;

/** The one way the commerce use cases open a transaction (the database's, given them as `transaction`). */
export type RunInTransaction = RunInServiceTransaction<typeof schema>;
