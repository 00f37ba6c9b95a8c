import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AdminUsersQuery, Role } from '@academy/contracts';
import { sessions, users, type schema } from './schema.ts';

export type UserRecord = typeof users.$inferSelect;

export interface ProfileFields {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface NewUserFields extends ProfileFields {
  issuer: string;
  subject: string;
  role: Role;
  permissions: string[];
}

/** Thrown when a write would give two users the same e-mail address. */
export class EmailTakenError extends Error {
  readonly email: string;

  constructor(email: string, cause: unknown) {
    super('the e-mail address belongs to another user', { cause });
    this.email = email;
    this.name = 'EmailTakenError';
  }
}

const UNIQUE_VIOLATION = '23505';

function isEmailConflict(error: unknown): boolean {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  return (
    typeof pgError === 'object' &&
    pgError !== null &&
    (pgError as { code?: unknown }).code === UNIQUE_VIOLATION &&
    (pgError as { constraint?: unknown }).constraint === 'users_email_unique'
  );
}

/** What an administrator may change on a user. */
export interface UserAdminFields {
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
  permissions?: string[];
  subscriptionPlan?: UserRecord['subscriptionPlan'];
}

export interface UserListPage {
  rows: UserRecord[];
  total: number;
  stats: { totalUsers: number; activeSubscriptions: number; freeUsers: number; newThisMonth: number };
}

import type { IdentityTx } from './transaction.ts';

export type { IdentityTx };

/** 'first last' as the search reads it. */
const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/** 'e-mail first last': what the trigram index users_search_trgm_idx (migration 0002) is built on. */
const searchText = sql`(${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * Users whose e-mail or 'first last' contains the text, case-insensitive (a % or _ is a character,
 * not a wildcard). Whatever matches either also matches 'e-mail first last', so that condition
 * comes first: the trigram index finds the candidates in one scan, and the exact test (which
 * refuses a match across the e-mail and the name) only reads those.
 */
function matchesSearch(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(sql`${searchText} ilike ${pattern}`, or(sql`${users.email} ilike ${pattern}`, sql`${fullName} ilike ${pattern}`));
}

export function createUserRepository(db: NodePgDatabase<typeof schema>) {
  async function guardEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isEmailConflict(error)) throw new EmailTakenError(email, error);
      throw error;
    }
  }

  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findBySubject(issuer: string, subject: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /**
     * Creates the user, or refreshes the profile when the same issuer and subject arrive twice at
     * once; `created` tells which. Runs in the given transaction so the caller can announce it.
     */
    create(fields: NewUserFields, signedInAt: Date, tx: IdentityTx): Promise<UserRecord & { created: boolean }> {
      return guardEmail(fields.email, async () => {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, lastSignedInAt: signedInAt })
          .onConflictDoUpdate({
            target: [users.issuer, users.subject],
            set: {
              email: fields.email,
              firstName: fields.firstName,
              lastName: fields.lastName,
              profileImageUrl: fields.profileImageUrl,
              lastSignedInAt: signedInAt,
              updatedAt: sql`now()`,
            },
          })
          .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /**
     * One page of users for the admin list: the search (e-mail or 'first last', case-insensitive)
     * and the filters run in PostgreSQL, then the page is cut there, so the list stays quick with
     * tens of thousands of users. The figures are over every user.
     */
    async listPage(query: AdminUsersQuery, adminEmails: readonly string[]): Promise<UserListPage> {
      const conditions: SQL[] = [];
      if (query.search) {
        const either = matchesSearch(query.search);
        if (either) conditions.push(either);
      }
      if (query.status === 'active') conditions.push(eq(users.subscriptionStatus, 'active'));
      if (query.status === 'inactive') conditions.push(eq(users.subscriptionStatus, 'inactive'));
      if (query.status === 'free') conditions.push(eq(users.subscriptionPlan, 'free'));
      if (query.role !== 'all') {
        // ADMIN_EMAILS makes administrators too, whatever role is stored.
        const byRole =
          query.role === 'administrator' && adminEmails.length > 0
            ? or(eq(users.role, 'administrator'), inArray(users.email, [...adminEmails]))
            : eq(users.role, query.role);
        if (byRole) conditions.push(byRole);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.order === 'asc' ? asc : desc;
      const name = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
      const sortColumn = { createdAt: users.createdAt, email: users.email, name, role: users.role }[query.sort];
      const [rows, [matching], [stats]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(sortColumn), direction(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
        db
          .select({
            totalUsers: count(),
            activeSubscriptions: sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'active')::int`,
            freeUsers: sql<number>`count(*) filter (where ${users.subscriptionPlan} = 'free')::int`,
            newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')::int`,
          })
          .from(users),
      ]);
      return {
        rows,
        total: matching?.total ?? 0,
        stats: stats ?? { totalUsers: 0, activeSubscriptions: 0, freeUsers: 0, newThisMonth: 0 },
      };
    },

    /** A user made by an administrator; they link to an issuer's account when they first sign in with the address. */
    createByAdmin(fields: Omit<NewUserFields, 'profileImageUrl'> & { subscriptionPlan: UserRecord['subscriptionPlan'] }, tx: IdentityTx): Promise<UserRecord> {
      return guardEmail(fields.email, async () => {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, profileImageUrl: null })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** The user, locked until the transaction ends (administration changes one user at a time). */
    async findForUpdate(id: string, tx: IdentityTx): Promise<UserRecord | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /**
     * The ids of every administrator (by role or by ADMIN_EMAILS), their rows locked in id order
     * until the transaction ends, so two administrators removing each other at once cannot both
     * succeed (and cannot deadlock: every administration change takes these locks first).
     */
    async lockAdministrators(adminEmails: readonly string[], tx: IdentityTx): Promise<string[]> {
      const isAdmin = adminEmails.length > 0 ? or(eq(users.role, 'administrator'), inArray(users.email, [...adminEmails])) : eq(users.role, 'administrator');
      const rows = await tx.select({ id: users.id }).from(users).where(isAdmin).orderBy(users.id).for('update');
      return rows.map((row) => row.id);
    },

    async updateByAdmin(id: string, fields: UserAdminFields, tx: IdentityTx): Promise<UserRecord | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Deletes the user and every session signed in as them, in the caller's transaction. */
    async deleteInTransaction(id: string, tx: IdentityTx): Promise<boolean> {
      await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },

    /** Refreshes what the issuer says about the user and, when linking an account, who vouches for it. */
    recordSignIn(id: string, profile: ProfileFields & { issuer?: string; subject?: string }, signedInAt: Date): Promise<UserRecord> {
      return guardEmail(profile.email, async () => {
        const [row] = await db
          .update(users)
          .set({ ...profile, lastSignedInAt: signedInAt, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw new Error(`user ${id} vanished during sign-in`);
        return row;
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
