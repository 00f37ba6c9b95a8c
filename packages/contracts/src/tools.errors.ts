/** Every error code the tools service answers with besides the platform's: none of its own yet. */
export const toolsErrorCodes = [] as const satisfies readonly `TOOLS_${string}`[];
export type ToolsErrorCode = (typeof toolsErrorCodes)[number];
