import type { ArenaContent } from '../data/arena-content-loader.ts';
import type { ArenaRepository } from '../data/arena.repository.ts';
import type { RunInTransaction } from '../data/transaction.ts';

/** What the arena's use cases need: its tables, their transactions and the quest and challenge definitions. */
export interface ArenaDeps {
  arena: ArenaRepository;
  transaction: RunInTransaction;
  content: ArenaContent;
}
