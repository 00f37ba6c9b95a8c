import type { RunInTransaction as RunInServiceTransaction } from '@academy/service-kit';
import type { schema } from './schema.ts';

/** The one way the tools use cases open a transaction (the database's, given them as `transaction`). */
export type RunInTransaction = RunInServiceTransaction<typeof schema>;
