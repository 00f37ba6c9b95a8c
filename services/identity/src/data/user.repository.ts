import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Role } from '@academy/contracts';
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
  return typeof pgError === 'object' && pgError !== null && (pgError as { code?: unknown }).code === UNIQUE_VIOLATION && (pgError as { constraint?: unknown }).constraint === 'users_email_unique';
}

export type IdentityTx = Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

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
      const [row] = await db.select().from(users).where(and(eq(users.issuer, issuer), eq(users.subject, subject))).limit(1);
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

    /** Gives the user a role and that role's permissions. */
    async setRole(id: string, role: Role, permissions: string[]): Promise<UserRecord | undefined> {
      const [row] = await db.update(users).set({ role, permissions, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
      return row;
    },

    /** Deletes the user and every session signed in as them, together. */
    async deleteWithSessions(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
        const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        return deleted.length > 0;
      });
    },

    transaction<T>(work: (tx: IdentityTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
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
