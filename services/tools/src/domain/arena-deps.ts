import type { ArenaContent } from '../data/arena-content-loader.ts';
import type { ArenaRepository } from '../data/arena.repository.ts';

/** What the arena's use cases need: its tables and the quest and challenge definitions. */
export interface ArenaDeps {
  arena: ArenaRepository;
  content: ArenaContent;
}
