import { AppError, publishEvent } from '@academy/service-kit';
import type { RunInTransaction } from '../data/transaction.ts';

export type PlanAction = 'plan.create' | 'plan.update' | 'plan.delete';

/** Who is acting and from which request, for the audit log. */
export interface PlanActor {
  actorId: string;
  requestId?: string;
}

/**
 * Runs an administrator's plan change and announces it (admin.action) for the back-office's audit
 * log: a success once the change is stored, a refusal (bad input, an id taken, no such plan) with
 * its error code. The announcement has a transaction of its own, right after the outcome.
 */
export async function auditedPlanAction<T>(transaction: RunInTransaction, actor: PlanActor, action: PlanAction, targetId: string | undefined, work: () => Promise<T>): Promise<T> {
  const announce = (outcome: 'success' | 'failure', code?: string) =>
    transaction((tx) => publishEvent(tx, { type: 'admin.action', subject: targetId, data: { actorId: actor.actorId, action, targetId, outcome, code, requestId: actor.requestId } }));
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await announce('failure', error.code);
    throw error;
  }
  await announce('success');
  return result;
}
