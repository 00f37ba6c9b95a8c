export { Placeholder, UntilInteractive } from './placeholder.tsx';
