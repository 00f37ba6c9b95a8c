import type { ComponentProps } from 'react';
import { cn } from '@academy/ui';

/** A native <select> in the ui kit's input style: keyboard, screen readers and phones handle it natively. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
