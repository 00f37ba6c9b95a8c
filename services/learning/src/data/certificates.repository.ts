import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LearningTx } from './progress.repository.ts';
import { certificates, learnerNames, modules, progress, type CertificateRow, type schema } from './schema.ts';

export type RevocationReason = NonNullable<CertificateRow['revocationReason']>;

/** Course certificates; issuing and revoking run inside the caller's transaction. */
export function createCertificatesRepository(db: NodePgDatabase<typeof schema>) {
  return {
    /** How many published modules the learner has not completed. */
    async modulesLeft(tx: LearningTx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ left: sql<number>`count(*)::int` })
        .from(modules)
        .leftJoin(progress, and(eq(progress.moduleId, modules.id), eq(progress.userId, userId)))
        .where(and(eq(modules.isPublished, true), sql`coalesce(${progress.completed}, false) = false`));
      return row?.left ?? 0;
    },
    /** The published modules' titles, in course order. */
    async publishedTitles(tx: LearningTx): Promise<string[]> {
      const rows = await tx.select({ title: modules.title }).from(modules).where(eq(modules.isPublished, true)).orderBy(asc(modules.id));
      return rows.map((row) => row.title);
    },
    /** Inserts the certificate unless the learner already holds a standing one for the course; the new row or undefined. */
    async insertOnce(
      tx: LearningTx,
      values: { id: string; userId: string; courseId: string; modules: string[]; issuedAt: Date; learnerName: string; credential: string },
    ): Promise<CertificateRow | undefined> {
      const [row] = await tx.insert(certificates).values(values).onConflictDoNothing().returning();
      return row;
    },
    async findById(id: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row;
    },
    /** The learner's standing certificate for the course, else their latest revoked one. */
    async findForUser(userId: string, courseId: string): Promise<CertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
        .orderBy(sql`${certificates.revokedAt} is null desc`, desc(certificates.issuedAt))
        .limit(1);
      return row;
    },
    /** Certificates issued before they were signed at issue, whose learner this service can name. */
    async unsignedWithKnownNames(): Promise<Array<CertificateRow & { knownName: string }>> {
      const rows = await db
        .select({ certificate: certificates, knownName: learnerNames.name })
        .from(certificates)
        .innerJoin(learnerNames, eq(learnerNames.userId, certificates.userId))
        .where(isNull(certificates.credential));
      return rows.map((row) => ({ ...row.certificate, knownName: row.knownName }));
    },
    /** Stores the signed credential of a certificate that has none; false when another process stored one first. */
    async setCredentialOnce(id: string, learnerName: string, credential: string): Promise<boolean> {
      const rows = await db
        .update(certificates)
        .set({ learnerName, credential })
        .where(and(eq(certificates.id, id), isNull(certificates.credential)))
        .returning({ id: certificates.id });
      return rows.length > 0;
    },
    /** Revokes the learner's certificates not yet revoked; the rows revoked now. */
    async revokeForUser(tx: LearningTx, userId: string, reason: RevocationReason, at: Date): Promise<CertificateRow[]> {
      return tx
        .update(certificates)
        .set({ revokedAt: at, revocationReason: reason })
        .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
        .returning();
    },
    /** Drops what names the learner (account deleted): the id, course and dates stay, so a verifier still learns it was revoked. */
    async forgetUser(tx: LearningTx, userId: string): Promise<void> {
      await tx.update(certificates).set({ userId: null, learnerName: null, credential: null }).where(eq(certificates.userId, userId));
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
