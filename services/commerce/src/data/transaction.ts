import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Transaction } from '@academy/service-kit';
import type { schema } from './schema.ts';

export type CommerceDb = NodePgDatabase<typeof schema>;
export type CommerceTx = Transaction<typeof schema>;

/** The one way the commerce use cases open a transaction. */
export function createTransactions(db: CommerceDb) {
  return <T>(work: (tx: CommerceTx) => Promise<T>): Promise<T> => db.transaction(work);
}
export type RunInTransaction = ReturnType<typeof createTransactions>;
