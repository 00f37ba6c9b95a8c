import { AppError, publishEvent } from '@academy/service-kit';
import type { CommerceTx, RunInTransaction } from '../data/transaction.ts';

export type PlanAction = 'plan.create' | 'plan.update' | 'plan.delete';

/** Who is acting and from which request, for the audit log. */
export interface PlanActor {
  actorId: string;
  requestId?: string;
}

/**
 * Runs an administrator's plan change and announces it (admin.action) for the back-office's audit
 * log. A success is announced in the change's own transaction (the outbox), so the plan and its
 * audit entry are stored together or not at all: a change the log cannot record is rolled back.
 * A refusal (bad input, an id taken, no such plan) changed nothing, so its announcement, with the
 * error code, has a transaction of its own once the change's has been rolled back.
 */
export async function auditedPlanAction<T>(transaction: RunInTransaction, actor: PlanActor, action: PlanAction, targetId: string | undefined, work: (tx: CommerceTx) => Promise<T>): Promise<T> {
  const announce = (tx: CommerceTx, outcome: 'success' | 'failure', code?: string) =>
    publishEvent(tx, { type: 'admin.action', subject: targetId, data: { actorId: actor.actorId, action, targetId, outcome, code, requestId: actor.requestId } });
  try {
    return await transaction(async (tx) => {
      const result = await work(tx);
      await announce(tx, 'success');
      return result;
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await transaction((tx) => announce(tx, 'failure', error.code));
    throw error;
  }
}
