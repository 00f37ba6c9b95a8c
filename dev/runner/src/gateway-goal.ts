/*
 * What the gateway may add to a request's p99: 20 % of the service's own p99, or 2 ms, whichever is
 * more (docs/decisions/068-gateway-goal-has-an-absolute-floor.md says why a share alone no longer
 * judges the gateway).
 */

/** The share of the direct p99 the gateway may add. */
export const GATEWAY_ADDED_SHARE = 0.2;
/** What the gateway may add at p99 in any case, in ms: 4 % of the 50 ms the stats read's goal allows. */
export const GATEWAY_ADDED_FLOOR_MS = 2;

/** The goal as the bench prints it. */
export const GATEWAY_GOAL_TEXT = `gateway ≤ ${1 + GATEWAY_ADDED_SHARE} × direct or + ${GATEWAY_ADDED_FLOOR_MS} ms`;

/** The most the gateway's p99 may be, given the service's own p99 for the same request (ms). */
export function gatewayP99Allowed(directP99: number): number {
  return directP99 + Math.max(directP99 * GATEWAY_ADDED_SHARE, GATEWAY_ADDED_FLOOR_MS);
}

/** Whether the gateway's p99 meets its goal against the direct path's (both in ms, both measured). */
export function gatewayGoalMet(gatewayP99: number, directP99: number): boolean {
  if (!Number.isFinite(gatewayP99) || !Number.isFinite(directP99) || gatewayP99 < 0 || directP99 <= 0) return false;
  return gatewayP99 <= gatewayP99Allowed(directP99);
}
