import { statsResponseSchema } from '@academy/contracts';
import { checkedAnswer, type Logger } from '@academy/service-kit';
import { getStats, type StatsDeps } from '../domain/stats.use-case.ts';

/** A user id no learner has: the warm-up reads nobody's data. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Before the service takes traffic: opens the pool's connections and runs the stats read on each
 * (a new PostgreSQL connection plans its first statements against cold catalogue caches), then
 * runs it some more in this process (its code and its answer's check compiled, the time-zone data loaded). Without it the
 * first class to open the dashboard after a start or deploy waits about a second
 * (docs/decisions/025-stats-reads-never-write.md).
 */
export async function warmUp(deps: StatsDeps, options: { connections: number; logger: Logger }): Promise<void> {
  const started = performance.now();
  for (let round = 0; round < 5; round++) {
    const answers = await Promise.all(
      Array.from({ length: options.connections }, () => getStats(deps, NOBODY, round % 2 ? 'Europe/Berlin' : 'America/New_York')),
    );
    for (const answer of answers) checkedAnswer(statsResponseSchema, answer);
  }
  options.logger.info({ ms: Math.round(performance.now() - started) }, 'warmed up');
}
