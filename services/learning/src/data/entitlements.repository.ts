import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { entitlements, LIFETIME_ACCESS, type schema } from './schema.ts';

export function createEntitlementsRepository(db: NodePgDatabase<typeof schema>) {
  return {
    async ownsCourse(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: entitlements.userId })
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.productId, LIFETIME_ACCESS)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
