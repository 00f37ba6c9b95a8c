import type { DomainEvent } from '@academy/contracts';
import type { EntitlementsRepository } from '../data/entitlements.repository.ts';
import type { CommerceTx } from '../data/transaction.ts';
import { grantEntitlement } from './grant-entitlement.use-case.ts';
import { COURSE_PRODUCT_ID } from './pricing.ts';

/**
 * user.created (from identity). In development, the demo account that owns the course is given
 * lifetime access here, through the same path a purchase takes.
 */
export function onUserCreated(devCourseOwnerEmails: readonly string[], entitlements: EntitlementsRepository) {
  return async (tx: CommerceTx, event: DomainEvent<'user.created'>): Promise<void> => {
    const { userId, email } = event.data;
    if (!devCourseOwnerEmails.includes(email.toLowerCase())) return;
    await grantEntitlement(entitlements, tx, { userId, email, productId: COURSE_PRODUCT_ID, reason: 'development' });
  };
}
