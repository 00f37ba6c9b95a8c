import { publishEvent, type AppError } from '@academy/service-kit';
import type { CommerceTx, RunInTransaction } from '../data/transaction.ts';

export type PlanAction = 'plan.create' | 'plan.update' | 'plan.delete';

/** Who is acting and from which request, for the audit log. */
export interface PlanActor {
  actorId: string;
  requestId?: string;
}

const announce = (tx: CommerceTx, actor: PlanActor, action: PlanAction, targetId: string | undefined, outcome: 'success' | 'failure', code?: string) =>
  publishEvent(tx, { type: 'admin.action', subject: targetId, data: { actorId: actor.actorId, action, targetId, outcome, code, requestId: actor.requestId } });

/**
 * Runs an administrator's plan change and announces it (admin.action) for the back-office's audit
 * log. A success is announced in the change's own transaction (the outbox), so the plan and its
 * audit entry are stored together or not at all: a change the log cannot record is rolled back.
 */
export function planAction<T>(
  transaction: RunInTransaction,
  actor: PlanActor,
  action: PlanAction,
  targetId: string | undefined,
  work: (tx: CommerceTx) => Promise<T>,
): Promise<T> {
  return transaction(async (tx) => {
    const result = await work(tx);
    await announce(tx, actor, action, targetId, 'success');
    return result;
  });
}

/**
 * Announces a refused plan change (bad input, an id taken, no such plan) with its error code. It
 * changed nothing, so the announcement has a transaction of its own, once the change's has been
 * rolled back.
 */
export async function announcePlanRefusal(
  transaction: RunInTransaction,
  actor: PlanActor,
  action: PlanAction,
  targetId: string | undefined,
  error: AppError,
): Promise<void> {
  await transaction((tx) => announce(tx, actor, action, targetId, 'failure', error.code));
}
