import pg from 'pg';
import { RECORDED_ACCOUNTS_SHOWN, RECORDED_SUBJECT_PREFIX, developmentAccounts, recordedAccount } from './accounts.ts';
import type { RecordedAccounts } from './provider.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The users on record, read from the identity service's database (read only), so that a user an
 * administrator created can sign in here too. The provider stands in for a real issuer, which
 * knows its own users; this one borrows identity's. Only the demo accounts are left out (they are
 * listed on their own). The search matches part of the e-mail or of 'first last', case-insensitive,
 * with % and _ taken as characters, as the trigram index on identity's users expects.
 */
export function recordedAccountsIn(identityDatabaseUrl: string): RecordedAccounts & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: identityDatabaseUrl, max: 2 });
  // An idle connection ended by the server (identity's database dropped or stopped first) must not crash the process.
  pool.on('error', () => undefined);
  const demoEmails = developmentAccounts.map((account) => account.email);
  const columns = 'id, email, first_name as "firstName", last_name as "lastName", role';
  return {
    async list(search) {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `email <> all($1::text[]) and ($2::text is null or ((email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike $2
        and (email ilike $2 or (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike $2)))`;
      const [rows, total] = await Promise.all([
        pool.query(`select ${columns} from users where ${where} order by created_at desc, id desc limit ${RECORDED_ACCOUNTS_SHOWN}`, [demoEmails, pattern]),
        pool.query<{ total: string }>(`select count(*) as total from users where ${where}`, [demoEmails, pattern]),
      ]);
      return { accounts: rows.rows.map(recordedAccount), total: Number(total.rows[0]?.total ?? 0) };
    },
    async find(subject) {
      const id = subject.startsWith(RECORDED_SUBJECT_PREFIX) ? subject.slice(RECORDED_SUBJECT_PREFIX.length) : '';
      if (!uuid.test(id)) return undefined;
      const { rows } = await pool.query(`select ${columns} from users where id = $1 and email <> all($2::text[])`, [id, demoEmails]);
      return rows[0] ? recordedAccount(rows[0]) : undefined;
    },
    close: () => pool.end(),
  };
}
