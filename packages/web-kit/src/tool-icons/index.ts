export { toolColorClasses, toolIcon } from './tool-icons.ts';
export type { ToolColorName, ToolIconName } from './tool-icons.ts';
