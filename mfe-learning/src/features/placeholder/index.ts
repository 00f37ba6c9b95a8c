export { Placeholder } from './placeholder.tsx';
export { UntilInteractive, useInteractive } from './until-interactive.tsx';
