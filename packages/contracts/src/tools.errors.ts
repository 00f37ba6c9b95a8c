/** Every error code the tools service answers with besides the platform's. */
export const toolsErrorCodes = [
  /** A metric or calculation id in the path is not a positive whole number (400). */
  'TOOLS_INVALID_ID',
  /** No business-impact metric with that id belongs to the caller (404; another learner's looks the same). */
  'TOOLS_METRIC_NOT_FOUND',
  /** No ROI calculation with that id belongs to the caller (404; another learner's looks the same). */
  'TOOLS_ROI_CALCULATION_NOT_FOUND',
  /** No quest with that id this week (404). */
  'TOOLS_QUEST_NOT_FOUND',
  /** No challenge mode with that id (404). */
  'TOOLS_CHALLENGE_NOT_FOUND',
  /** The caller's level is below the challenge's minLevel (403; nothing is written). */
  'TOOLS_CHALLENGE_LEVEL_TOO_LOW',
  /** Fewer gems than a streak freeze costs (409; nothing is written). */
  'TOOLS_NOT_ENOUGH_GEMS',
  /** Already holding the most streak freezes allowed (409; nothing is written). */
  'TOOLS_STREAK_FREEZE_LIMIT',
] as const satisfies readonly `TOOLS_${string}`[];
export type ToolsErrorCode = (typeof toolsErrorCodes)[number];
