import { publishEvent, type OutboxTransaction } from '@academy/service-kit';
import { entitlements } from '../data/schema.ts';

export interface Grant {
  userId: string;
  email: string;
  productId: 'lifetime-access';
  reason: 'purchase' | 'admin' | 'development';
}

/**
 * Grants a product inside the caller's transaction and announces it (entitlement.granted) in the
 * same transaction. Granting what is already owned changes nothing and announces nothing.
 */
export async function grantEntitlement(tx: OutboxTransaction, grant: Grant): Promise<boolean> {
  const inserted = await tx.insert(entitlements).values(grant).onConflictDoNothing().returning({ grantedAt: entitlements.grantedAt });
  const row = inserted[0];
  if (!row) return false;
  await publishEvent(tx, {
    type: 'entitlement.granted',
    subject: grant.userId,
    data: { userId: grant.userId, email: grant.email, productId: grant.productId, grantedAt: row.grantedAt.toISOString(), reason: grant.reason },
  });
  return true;
}
