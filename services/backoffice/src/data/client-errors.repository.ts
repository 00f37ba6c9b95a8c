import { lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ClientErrorCounts, ClientErrorReport, ClientErrorSummary } from '@academy/contracts';
import { clientErrors, type schema } from './schema.ts';

const TOP_MESSAGES = 5;

export function createClientErrorsRepository(db: NodePgDatabase<typeof schema>) {
  return {
    async record(report: ClientErrorReport): Promise<void> {
      await db.insert(clientErrors).values(report);
    },

    /** The reports since `since`, by source and version, most frequent first, each with its commonest messages. */
    async summary(since: Date): Promise<ClientErrorSummary['groups']> {
      const { rows } = await db.execute<{
        source: string;
        version: string;
        count: number;
        last_seen_at: string;
        top_messages: { kind: string; message: string; count: number }[];
      }>(sql`
        with recent as (
          select source, version, kind, message, received_at from ${clientErrors} where received_at >= ${since.toISOString()}
        ), messages as (
          select source, version, kind, message, count(*)::int as count,
                 row_number() over (partition by source, version order by count(*) desc, max(received_at) desc) as rank
          from recent group by source, version, kind, message
        )
        select g.source, g.version, g.count, to_char(g.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen_at,
               (select json_agg(json_build_object('kind', m.kind, 'message', m.message, 'count', m.count) order by m.rank)
                  from messages m where m.source = g.source and m.version = g.version and m.rank <= ${TOP_MESSAGES}) as top_messages
        from (select source, version, count(*)::int as count, max(received_at) as last_seen_at from recent group by source, version) g
        order by g.count desc, g.last_seen_at desc`);
      return rows.map((row) => ({
        source: row.source,
        version: row.version,
        count: row.count,
        lastSeenAt: row.last_seen_at,
        topMessages: row.top_messages,
      })) as ClientErrorSummary['groups'];
    },

    /** How many reports each source and version sent since `since`. */
    async counts(since: Date): Promise<ClientErrorCounts['counts']> {
      const { rows } = await db.execute<{ source: string; version: string; count: number }>(sql`
        select source, version, count(*)::int as count from ${clientErrors}
        where received_at >= ${since.toISOString()} group by source, version order by source, version`);
      return rows as ClientErrorCounts['counts'];
    },

    /** Deletes the reports received before `before`; answers how many went. */
    async prune(before: Date): Promise<number> {
      const deleted = await db.delete(clientErrors).where(lt(clientErrors.receivedAt, before)).returning({ id: clientErrors.id });
      return deleted.length;
    },
  };
}
export type ClientErrorsRepository = ReturnType<typeof createClientErrorsRepository>;
