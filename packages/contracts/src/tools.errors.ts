/** Every error code the tools service answers with besides the platform's. */
export const toolsErrorCodes = [
  /** A metric or calculation id in the path is not a positive whole number (400). */
  'TOOLS_INVALID_ID',
  /** No business-impact metric with that id belongs to the caller (404; another learner's looks the same). */
  'TOOLS_METRIC_NOT_FOUND',
  /** No ROI calculation with that id belongs to the caller (404; another learner's looks the same). */
  'TOOLS_ROI_CALCULATION_NOT_FOUND',
] as const satisfies readonly `TOOLS_${string}`[];
export type ToolsErrorCode = (typeof toolsErrorCodes)[number];
