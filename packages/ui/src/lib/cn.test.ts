import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins class names and skips falsy values', () => {
    expect(cn('flex', false, null, undefined, 0, '', 'gap-2', { 'opacity-50': false, 'font-medium': true })).toBe('flex gap-2 font-medium');
  });

  it('lets a later class override a conflicting earlier one', () => {
    expect(cn('h-10 px-4 py-2', 'px-2')).toBe('h-10 py-2 px-2');
    expect(cn('w-full', 'w-auto')).toBe('w-auto');
    expect(cn('rounded-lg', 'rounded-full')).toBe('rounded-full');
  });

  it('treats the theme colours as colours, so a passed colour replaces the default one', () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-success')).toBe('text-primary-foreground bg-success');
    expect(cn('text-foreground', 'text-muted-foreground')).toBe('text-muted-foreground');
  });

  it('keeps classes that only look alike: a text colour and a text size do not conflict', () => {
    expect(cn('text-sm text-foreground', 'text-muted-foreground')).toBe('text-sm text-muted-foreground');
  });

  it('resolves conflicts per variant: hover and responsive classes only replace their own kind', () => {
    expect(cn('bg-primary hover:bg-primary-hover sm:w-auto', 'hover:bg-secondary', 'w-full')).toBe('bg-primary sm:w-auto hover:bg-secondary w-full');
  });
});
