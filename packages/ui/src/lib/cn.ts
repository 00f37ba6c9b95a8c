import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy values (clsx), and resolves Tailwind conflicts so that a
 * later class wins over an earlier one of the same kind: `cn('px-4 bg-primary', 'px-2')` gives
 * `bg-primary px-2`. A component's className therefore overrides its defaults.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
