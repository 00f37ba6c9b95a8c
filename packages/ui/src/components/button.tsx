import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.ts';

export type ButtonVariant = 'default' | 'outline' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'default' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-input bg-background text-foreground shadow-sm hover:bg-secondary',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  ghost: 'text-foreground hover:bg-secondary',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs',
  default: 'h-10 px-4 py-2',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** The classes of a button, for elements that look like one (e.g. a router link). */
export function buttonVariants(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const { variant = 'default', size = 'default', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={buttonVariants({ variant, size, className })} {...props} />;
  }
  return <button type={type ?? 'button'} className={buttonVariants({ variant, size, className })} {...props} />;
}
