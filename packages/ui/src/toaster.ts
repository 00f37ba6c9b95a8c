export { Toaster } from './toast/toaster.tsx';
export type { ToasterProps } from './toast/toaster.tsx';
