export { Placeholder } from './placeholder.tsx';
