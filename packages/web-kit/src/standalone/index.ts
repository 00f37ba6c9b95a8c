export { renderStandalone } from './render-standalone.tsx';
export type { StandaloneOptions } from './render-standalone.tsx';
