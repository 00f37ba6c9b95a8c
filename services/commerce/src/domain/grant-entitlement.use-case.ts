import type { ProductId } from '@academy/contracts';
import { publishEvent } from '@academy/service-kit';
import type { EntitlementsRepository, NewEntitlement } from '../data/entitlements.repository.ts';
import type { CommerceTx } from '../data/transaction.ts';

export type Grant = NewEntitlement;

/**
 * Grants a product inside the caller's transaction and announces it (entitlement.granted) in the
 * same transaction. Granting what is already owned changes nothing and announces nothing.
 */
export async function grantEntitlement(entitlements: EntitlementsRepository, tx: CommerceTx, grant: Grant): Promise<boolean> {
  const grantedAt = await entitlements.grant(tx, grant);
  if (!grantedAt) return false;
  await publishEvent(tx, {
    type: 'entitlement.granted',
    subject: grant.userId,
    data: { userId: grant.userId, email: grant.email, productId: grant.productId, grantedAt: grantedAt.toISOString(), reason: grant.reason },
  });
  return true;
}

/** Takes a purchased product back (a refund) and announces it with entitlement.revoked. */
export async function revokeEntitlement(
  entitlements: EntitlementsRepository,
  tx: CommerceTx,
  revoke: { userId: string; email: string; productId: ProductId; reason: 'refund' | 'admin' },
): Promise<boolean> {
  const removed = await entitlements.revokePurchase(tx, revoke.userId, revoke.productId);
  if (!removed) return false;
  await publishEvent(tx, {
    type: 'entitlement.revoked',
    subject: revoke.userId,
    data: { ...revoke, revokedAt: new Date().toISOString() },
  });
  return true;
}
