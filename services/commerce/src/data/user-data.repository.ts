import { eq } from 'drizzle-orm';
import { entitlements, orders } from './schema.ts';
import type { CommerceTx } from './transaction.ts';

/**
 * Forgets a deleted user: their entitlements go; their orders stay for the accounts (amounts,
 * dates, payment and refund ids) without the e-mail address.
 */
export async function forgetUser(tx: CommerceTx, userId: string): Promise<void> {
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
  await tx.update(orders).set({ email: '' }).where(eq(orders.userId, userId));
}
