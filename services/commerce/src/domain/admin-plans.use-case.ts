import { COURSE_PLAN_ID, type AdminPlanCreateRequest, type AdminPlanUpdateRequest, type SubscriptionPlan } from '@academy/contracts';
import type { PlansRepository } from '../data/plans.repository.ts';
import type { PlanRow } from '../data/schema.ts';
import type { CommerceTx } from '../data/transaction.ts';
import { commerceError } from './commerce-errors.ts';

export function toPlan({ id, name, description, price, interval, features, isPopular, isActive, stripePriceId }: PlanRow): SubscriptionPlan {
  return { id, name, description, price, interval, features, isPopular, isActive, stripePriceId };
}

/** Administrators see every plan, inactive ones included. */
export async function listAllPlans(plans: PlansRepository): Promise<SubscriptionPlan[]> {
  return (await plans.listAll()).map(toPlan);
}

export async function createPlan(plans: PlansRepository, tx: CommerceTx, body: AdminPlanCreateRequest): Promise<SubscriptionPlan> {
  const created = await plans.create(tx, body);
  if (!created) throw commerceError('COMMERCE_PLAN_EXISTS', `A plan with the id "${body.id}" exists already.`);
  return toPlan(created);
}

/**
 * The course offer is the product on sale: the checkout charges its price and the pricing page
 * sells it. Deleted, deactivated, recurring or free, it would leave the shop with nothing to sell
 * and no way back in the interface, so those changes are refused; its name, texts and price can change.
 */
function courseOnSale(name: string, why: string) {
  return commerceError('COMMERCE_PLAN_ON_SALE', `${name} is the course on sale: ${why}.`);
}

function refuseTakingCourseOffSale(current: PlanRow, next: Omit<AdminPlanUpdateRequest, 'id'>): void {
  if (!next.isActive) throw courseOnSale(current.name, 'it cannot be deactivated');
  if (next.interval !== 'once') throw courseOnSale(current.name, 'it stays a one-time payment');
  if (next.price <= 0) throw courseOnSale(current.name, 'it cannot be free');
}

/** The id is fixed at creation: a body naming another id is refused. */
export async function updatePlan(plans: PlansRepository, tx: CommerceTx, id: string, body: AdminPlanUpdateRequest): Promise<SubscriptionPlan> {
  if (body.id !== undefined && body.id !== id)
    throw commerceError('COMMERCE_INVALID_REQUEST', 'A plan’s id cannot be changed.', { details: [{ path: 'id', message: 'The id is fixed at creation.' }] });
  const { id: _ignored, ...values } = body;
  if (id === COURSE_PLAN_ID) {
    const current = await plans.byId(id);
    if (current) refuseTakingCourseOffSale(current, values);
  }
  const updated = await plans.update(tx, id, values);
  if (!updated) throw commerceError('COMMERCE_PLAN_NOT_FOUND', `No plan with the id "${id}".`);
  return toPlan(updated);
}

export async function deletePlan(plans: PlansRepository, tx: CommerceTx, id: string): Promise<void> {
  if (id === COURSE_PLAN_ID) {
    const current = await plans.byId(id);
    if (current) throw courseOnSale(current.name, 'it cannot be deleted');
  }
  if (!(await plans.remove(tx, id))) throw commerceError('COMMERCE_PLAN_NOT_FOUND', `No plan with the id "${id}".`);
}
