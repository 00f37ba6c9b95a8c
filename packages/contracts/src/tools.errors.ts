/**
 * Every error code the tools service answers with besides the platform's, declared once with its
 * HTTP status: a throw names the code only (AppError looks the status up).
 */
export const toolsErrorStatuses = {
  /** A metric or calculation id in the path is not a positive whole number. */
  TOOLS_INVALID_ID: 400,
  /** No business-impact metric with that id belongs to the caller (another learner's looks the same). */
  TOOLS_METRIC_NOT_FOUND: 404,
  /** No ROI calculation with that id belongs to the caller (another learner's looks the same). */
  TOOLS_ROI_CALCULATION_NOT_FOUND: 404,
  /** No quest with that id this week. */
  TOOLS_QUEST_NOT_FOUND: 404,
  /** No challenge mode with that id. */
  TOOLS_CHALLENGE_NOT_FOUND: 404,
  /** The caller's level is below the challenge's minLevel (nothing is written). */
  TOOLS_CHALLENGE_LEVEL_TOO_LOW: 403,
  /** Fewer gems than a streak freeze costs (nothing is written). */
  TOOLS_NOT_ENOUGH_GEMS: 409,
} as const satisfies Record<`TOOLS_${string}`, number>;
export type ToolsErrorCode = keyof typeof toolsErrorStatuses;
export const toolsErrorCodes = Object.keys(toolsErrorStatuses) as ToolsErrorCode[];
