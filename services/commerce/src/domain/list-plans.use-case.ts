import type { SubscriptionPlan } from '@academy/contracts';
import type { PlansRepository } from '../data/plans.repository.ts';

export async function listPublicPlans(repository: PlansRepository): Promise<SubscriptionPlan[]> {
  const rows = await repository.listActive();
  return rows.map(({ id, name, description, price, interval, features, isPopular, isActive, stripePriceId }) => ({
    id,
    name,
    description,
    price,
    interval,
    features,
    isPopular,
    isActive,
    stripePriceId,
  }));
}
