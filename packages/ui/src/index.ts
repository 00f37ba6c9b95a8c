export { cn } from './lib/cn.ts';
export { PortalContainerProvider, usePortalContainer } from './lib/portal-container.tsx';
export { Button, buttonVariants } from './components/button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.tsx';
export type { CardTitleProps } from './components/card.tsx';
export { Badge } from './components/badge.tsx';
export type { BadgeProps, BadgeVariant } from './components/badge.tsx';
export { Progress } from './components/progress.tsx';
export type { ProgressProps } from './components/progress.tsx';
export { LoadingState, Spinner } from './components/spinner.tsx';
export type { LoadingStateProps, SpinnerProps } from './components/spinner.tsx';
export { ErrorBox } from './components/error-box.tsx';
export type { ErrorBoxProps } from './components/error-box.tsx';
export { EmptyState } from './components/empty-state.tsx';
export type { EmptyStateProps } from './components/empty-state.tsx';
export { PageHeader } from './components/page-header.tsx';
export type { PageHeaderProps } from './components/page-header.tsx';
export { Input, Label, Textarea } from './components/form-controls.tsx';
export { Separator } from './components/separator.tsx';
export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  createToastStore,
  toast,
  toastStore,
  useToast,
  useToasts,
} from './toast/toast-store.ts';
export type { ToastHandle, ToastItem, ToastOptions, ToastStore, ToastVariant } from './toast/toast-store.ts';
